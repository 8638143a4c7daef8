import java.util.LinkedHashMap;
import java.util.Map;

public class Gradebook2 {

    private final Map<String, int[]> marks = new LinkedHashMap<>();

    public void add(String student, int... scores) {
        marks.put(student, scores);
    }

    public double average(String student) {
        int[] s = marks.get(student);
        if (s == null) {
            throw new RuntimeException("no student " + student); // expect: QUA-GENERIC-EXCEPTION
        }
        int sum = 0;
        for (int v : s) {
            sum += v;
        }
        return (double) sum / s.length;
    }

    public String report() {
        String out = "";
        for (String name : marks.keySet()) {
            out += name + ": " + average(name) + "\n"; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    public String letter(String student) {
        double avg = average(student);
        String letter = "F"; // expect: QUA-DEAD-STORE
        if (avg >= 90) {
            letter = "A";
        } else if (avg >= 75) {
            letter = "B";
        } else if (avg >= 50) {
            letter = "C";
        } else {
            letter = "F";
        }
        return letter;
    }
}
