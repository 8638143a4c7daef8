import java.util.List;

public final class GenGarage071 {

    public void save(String label) {
        if (label == null) {
            throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
        }
    }

    public String join(List<String> value) {
        StringBuilder out = new StringBuilder();
        for (String s : value) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    public int check(boolean data) {
        if (data = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }

    public String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }
}
