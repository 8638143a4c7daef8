import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public final class GenDrill144 {

    public static void main(String[] args) {
        System.out.println(GenDrill144.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static void report(int n) {
        System.out.println("Result: " + n); // ok: STY-SYSTEM-OUT
    }

    List<StringBuilder> buffers(int count) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    static void dropEmpty(List<String> text) {
        text.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    static int used(int count) {
        int doubled = count * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    static BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }
}
