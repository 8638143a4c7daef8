import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class StudentManager {
    private static StudentManager instance;
    private ArrayList<String> names = new ArrayList<>(); // expect: QUA-LOOSE-COUPLING, QUA-FIELD-COULD-BE-FINAL
    private Map<String, Integer> ages = new HashMap<>(); // ok: QUA-LOOSE-COUPLING // expect: QUA-FIELD-COULD-BE-FINAL
    private int count;

    public StudentManager() {
        instance = this; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public void addStudent(String name, int age) {
        if (name == null || name.isEmpty()) { // ok: QUA-BROKEN-NULL-CHECK
            throw new IllegalArgumentException("name required");
        }
        names.add(name);
        ages.put(name, age);
        count++;
    }

    public int getCount() {
        return count;
    }

    public double averageAge() {
        int total = 0;
        for (String n : names) {
            total += ages.get(n);
        }
        return names.isEmpty() ? 0 : (double) total / names.size(); // ok: QUA-INTEGER-DIVISION
    }

    public String oldest() {
        String best = null; // ok: QUA-DEAD-STORE
        int max = -1;
        for (Map.Entry<String, Integer> e : ages.entrySet()) {
            if (e.getValue() > max) {
                max = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }

    public List<String> namesStartingWith(String prefix) {
        List<String> result = new ArrayList<>();
        for (String n : names) {
            if (n.startsWith(prefix)) {
                result.add(n);
            }
        }
        return result;
    }

    public static StudentManager getInstance() {
        return instance;
    }
}
