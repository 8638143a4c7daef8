package exercises.scores;

import java.util.ArrayList;
import java.util.List;

public class ScoreKeeper {
    private final List<Integer> scores = new ArrayList<>();

    public void add(int score) {
        scores.add(score);
    }

    public String describe() {
        String text = "";
        for (int i = 0; i < scores.size(); i++) {
            text += "#" + (i + 1) + ": " + scores.get(i) + "\n"; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return text;
    }

    public boolean isEmpty() {
        if (scores.size() == 0) { // expect: QUA-SIZE-ZERO, QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }

    public int best() {
        int best = Integer.MIN_VALUE;
        for (int s : scores) {
            best = Math.max(best, s);
        }
        return best;
    }
}
