package school.grades;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

public class GradeBook {
    private final List<Integer> scores = new ArrayList<>();
    private LinkedList<String> comments = new LinkedList<>(); // expect: QUA-LOOSE-COUPLING

    public void add(int score, String comment) {
        scores.add(score);
        comments.add(comment);
    }

    public void resetComments() {
        comments = new LinkedList<>();
    }

    public String letter(int score) {
        String letter;
        if (score >= 90) {
            letter = "A";
        } else if (score >= 80) {
            letter = "B";
        } else if (score >= 70) {
            letter = "C";
        } else {
            letter = "F";
        }
        return letter;
    }

    public double average() {
        if (scores.isEmpty()) {
            return 0.0;
        }
        int sum = 0;
        for (Integer s : scores) {
            sum += s;
        }
        return (double) sum / scores.size(); // ok: QUA-INTEGER-DIVISION
    }

    public boolean hasTopScore() {
        for (Integer s : scores) {
            if (s == 100) { // ok: QUA-OBJECT-IDENTITY
                return true;
            }
        }
        return false;
    }
}
