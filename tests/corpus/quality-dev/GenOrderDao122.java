import java.util.List;
import java.util.Optional;

class GenOrderDao122 {

    String name(String label) {
        return label.toString(); // expect: QUA-STRING-TO-STRING
    }

    int compute(int amount) {
        int factor = 0; // ok: QUA-DEAD-STORE
        if (amount > 10) {
            factor = amount * 3;
        }
        return factor;
    }

    String join(List<String> source) {
        String out = "";
        for (String s : source) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    Optional<String> first(List<String> text) {
        if (text.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(text.get(0));
    }

    void dropEmpty(List<String> label) {
        for (String s : label) {
            if (s.isEmpty()) {
                label.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    boolean hasName(String data) {
        return data != null || data.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
    }
}
