import java.util.List;

public final class GenCartService077 {

    int next(int score) {
        score = score++; // expect: QUA-POSTINCREMENT-ASSIGN
        return score;
    }

    void log(List<String> input, String width) {
        if (input != null) { // expect: QUA-COLLAPSIBLE-IF
            if (!width.isEmpty()) {
                input.add(width);
            }
        }
    }

    boolean isAbout(double value, double extra) {
        return Math.abs(value - extra) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }

    int roll(int score) {
        return (int) (Math.random() * score); // ok: QUA-RANDOM-CAST
    }

    boolean hasName(String key) {
        return key != null && !key.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    String name(String key) {
        return key.toString(); // expect: QUA-STRING-TO-STRING
    }
}
