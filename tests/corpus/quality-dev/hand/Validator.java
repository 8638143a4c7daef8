import java.util.List;

public class Validator {

    public boolean isValidAge(int age) {
        if (age < 0) {
            return false;
        }
        if (age > 150) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        } else {
            return true;
        }
    }

    public boolean allValid(List<Integer> ages) {
        for (int a : ages) {
            if (!isValidAge(a)) {
                return false; // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            }
        }
        return true;
    }

    public String check(String name) {
        if (name == null) {
            throw new RuntimeException("name is null"); // expect: QUA-GENERIC-EXCEPTION
        }
        return name.strip();
    }
}
