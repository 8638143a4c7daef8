import java.util.ArrayList;
import java.util.List;

public class Survey2 {

    private final List<Integer> answers = new ArrayList<>();

    public void answer(int v) {
        if (v < 1 || v > 5) {
            return;
        }
        answers.add(v);
    }

    public String summary() {
        if (answers.size() == 0) { // expect: QUA-SIZE-ZERO
            return "no answers";
        }
        int happy = 0;
        for (int a : answers) {
            if (a >= 4) {
                happy++;
            }
        }
        return happy * 100 / answers.size() + "% happy";
    }
}
