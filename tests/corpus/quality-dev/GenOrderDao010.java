import java.util.List;

public final class GenOrderDao010 {
    private static String lastKey;

    void remember(String value) {
        lastKey = value; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static String lastKey() {
        return lastKey;
    }

    void reset(List<String> value) {
        value.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    int sizeOf(List<?> word) { // ok: QUA-RAW-TYPE
        return word.size();
    }
}
