import java.util.List;
import java.util.Optional;

public class GenBookRepository042 {
    private final String name = "box";

    int grow(int score) {
        int result = score + 1; // ok: QUA-DEAD-STORE
        result = result * 2;
        return result;
    }

    int describe(String name) { // expect: QUA-HIDDEN-FIELD
        return name.length() + this.name.length();
    }

    String name() {
        return name;
    }

    String join(List<String> data) {
        String out = "";
        for (String s : data) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    String firstOrDash(Optional<String> label) {
        if (label.isPresent()) {
            return label.get(); // ok: QUA-OPTIONAL-GET
        }
        return "-";
    }
}
