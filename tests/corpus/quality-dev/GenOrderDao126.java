import java.util.Arrays;
import java.util.List;
import java.util.Optional;

class GenOrderDao126 {

    String show(int[] entry) {
        return "values: " + Arrays.toString(entry); // ok: QUA-ARRAY-TO-STRING
    }

    String firstOrDash(Optional<String> label) {
        if (label.isPresent()) {
            return label.get(); // ok: QUA-OPTIONAL-GET
        }
        return "-";
    }

    double average(int text, int factor) {
        return (double) text / factor; // ok: QUA-INTEGER-DIVISION
    }

    int sizeOf(List<?> word) { // ok: QUA-RAW-TYPE
        return word.size();
    }

    boolean isEmpty(List<String> text) {
        return text.isEmpty(); // ok: QUA-SIZE-ZERO
    }

    void save(String entry) {
        if (entry == null) {
            throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
        }
    }
}
