import java.util.List;

public final class GenStudent027 {

    int roll(int amount) {
        return (int) (Math.random() * amount); // ok: QUA-RANDOM-CAST
    }

    int used(int score) {
        int doubled = score * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    void log(List<String> word, String extra) {
        if (word != null) { // ok: QUA-COLLAPSIBLE-IF
            if (!extra.isEmpty()) {
                word.add(extra);
            }
            word.add("end");
        }
    }

    boolean hasName(String key) {
        return key != null && !key.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    boolean isValid(String entry) {
        if (entry == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return entry.length() > 2;
    }
}
