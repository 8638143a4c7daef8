import java.util.List;

public final class GenPractice032 {

    boolean isEmpty(List<String> label) {
        return label.size() == 0; // expect: QUA-SIZE-ZERO
    }

    boolean isAbout(double items, double factor) {
        return Math.abs(items - factor) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }

    String join(List<String> key) {
        StringBuilder out = new StringBuilder();
        for (String s : key) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }
}
