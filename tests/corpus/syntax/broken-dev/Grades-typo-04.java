import java.util.ArrayList;
import java.util.List;

class Grades {
    private final List<Integer> scores = new ArrayList<>();

    void add(int score) {
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("score out of range: " + score);
        }
        scores.add(score);
    }

    double average() {
        if (scores.isEmpty()) {
            return 0.0;
        }
        int sum = 0;
        for (int s : scores) {
            sum += s;
        }
        return (doubel) sum / scores.size();
    }

    char letter() {
        double avg = average();
        if (avg >= 90) {
            return 'A';
        } else if (avg >= 80) {
            return 'B';
        } else if (avg >= 70) {
            return 'C';
        }
        return 'F';
    }

    public static void main(String[] args) {
        Grades g = new Grades();
        g.add(95);
        g.add(82);
        System.out.println("Average: " + g.average() + " (" + g.letter() + ")");
    }
}
