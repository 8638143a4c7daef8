import java.util.List;
import java.util.Objects;

public class Checks {
    public boolean sameCount(Integer a, Integer b) {
        return a == b; // expect: QUA-OBJECT-IDENTITY
    }

    public boolean sameValue(int a, int b) {
        return a == b; // ok: QUA-OBJECT-IDENTITY
    }

    public boolean sameId(Long id, Long other) {
        return Objects.equals(id, other); // ok: QUA-OBJECT-IDENTITY, QUA-EQUALS-NULL
    }

    public boolean isMissing(String name) {
        return name.equals(null); // expect: QUA-EQUALS-NULL
    }

    public boolean isBlank(String name) {
        if (name != null || name.isEmpty()) { // expect: QUA-BROKEN-NULL-CHECK
            return true;
        }
        return name == null || name.isBlank(); // ok: QUA-BROKEN-NULL-CHECK
    }

    public boolean hasItems(List<String> items) {
        if (items.isEmpty() && items != null) { // expect: QUA-MISPLACED-NULL-CHECK
            return false;
        }
        return items != null && !items.isEmpty(); // ok: QUA-MISPLACED-NULL-CHECK
    }

    public boolean isAdult(int age) {
        if (age >= 18) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }

    public boolean isChild(int age) {
        if (age < 12) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            System.out.println("child");
            return true;
        }
        return false;
    }

    public boolean isTeen(int age) {
        if (age >= 13 && age <= 19) return true; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
        return false;
    }

    public String status(boolean active) {
        if (active == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            return "on";
        }
        if (!active) { // ok: QUA-BOOLEAN-LITERAL-COMPARISON
            return "off";
        }
        return "?";
    }

    public double ratio(double measured, double expected) {
        if (measured == expected) { // expect: QUA-FLOAT-EQUALITY
            return 1.0;
        }
        if (measured == 0.0) { // ok: QUA-FLOAT-EQUALITY
            return 0;
        }
        if (Math.abs(measured - 0.1) < 1e-9) { // ok: QUA-FLOAT-EQUALITY
            return 0.1;
        }
        return measured / expected;
    }

    public double average(int sum, int count) {
        double avg = sum / count; // expect: QUA-INTEGER-DIVISION
        double better = (double) sum / count; // ok: QUA-INTEGER-DIVISION
        return avg + better;
    }

    public int half(int value) {
        int h = value / 2; // ok: QUA-INTEGER-DIVISION // expect: QUA-LOCAL-BEFORE-RETURN
        return h;
    }
}
