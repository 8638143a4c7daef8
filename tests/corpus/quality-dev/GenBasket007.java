import java.util.List;
import java.util.Optional;

public final class GenBasket007 {

    Optional<String> first(List<String> text) {
        if (text.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(text.get(0));
    }

    double average(int label, int amount) {
        return (double) label / amount; // ok: QUA-INTEGER-DIVISION
    }

    String clean(String text) {
        String t = text.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }
}
