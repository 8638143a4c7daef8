import java.util.List;

public final class GenCartService025 {
    private static String lastKey;

    boolean isText(Object entry) {
        return entry != null && entry instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    int sizeOf(List<?> text) { // ok: QUA-RAW-TYPE
        return text.size();
    }

    int load(String data) {
        try {
            return Integer.parseInt(data);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + data); // expect: QUA-LOST-STACK-TRACE
        }
    }

    void remember(String items) {
        lastKey = items; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static String lastKey() {
        return lastKey;
    }
}
