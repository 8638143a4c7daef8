import java.util.List;

public class GenOrderService157 {
    private final int limit = 10;

    void log(List<String> word, String count) {
        if (word != null) { // expect: QUA-COLLAPSIBLE-IF
            if (!count.isEmpty()) {
                word.add(count);
            }
        }
    }

    boolean isEmpty(List<String> source) {
        return source.size() == 0; // expect: QUA-SIZE-ZERO
    }

    int grow(int index) {
        int factor = index + 1; // ok: QUA-DEAD-STORE
        factor = factor * 2;
        return factor;
    }

    int parse(String key) {
        try {
            return Integer.parseInt(key);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }

    int scaled(int amount) {
        int limit = amount * 2; // expect: QUA-HIDDEN-FIELD
        return limit + 1;
    }

    int limit() {
        return limit;
    }

    boolean isValid(String text) {
        return text != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }
}
