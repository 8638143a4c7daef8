import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class StudentRegistry {

    private final Map<String, List<Integer>> grades = new HashMap<>();

    public void enroll(String student) {
        if (grades.containsKey(student)) {
            System.err.println("already enrolled: " + student); // expect: STY-SYSTEM-OUT
            return;
        }
        grades.put(student, new ArrayList<>());
    }

    public void grade(String student, int grade) {
        List<Integer> g = grades.get(student);
        if (g != null) {
            if (grade >= 0 && grade <= 20) { // ok: QUA-COLLAPSIBLE-IF
                g.add(grade);
            } else {
                throw new IllegalArgumentException("grade out of range");
            }
        }
    }

    public List<Integer> gradesOf(String student) {
        List<Integer> g = grades.get(student);
        if (g == null) {
            return new ArrayList<>(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return g;
    }

    public Map<String, Double> averages() {
        if (grades.isEmpty()) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        Map<String, Double> result = new HashMap<>();
        grades.forEach((s, g) -> result.put(s, g.stream().mapToInt(Integer::intValue).average().orElse(0)));
        return result;
    }
}
