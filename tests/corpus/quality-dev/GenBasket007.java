import java.util.List;
import java.util.Optional;

public class GenBasket007 {

    Optional<String> first(List<String> label) {
        if (label.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(label.get(0));
    }

    void fail(Exception key) {
        key.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
    }

    double average(int text, int other) {
        return (double) text / other; // ok: QUA-INTEGER-DIVISION
    }
}
