import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class GenPlaylist099 {

    List<StringBuilder> buffers(int index) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < index; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    public Integer box(int amount) {
        return Integer.valueOf(amount); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    public boolean isAbout(double data, double width) {
        return Math.abs(data - width) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }

    public BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    public String clean(String input) {
        String t = input.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }
}
