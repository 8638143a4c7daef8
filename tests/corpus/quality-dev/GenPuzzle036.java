import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public final class GenPuzzle036 {

    public static void main(String[] args) {
        System.out.println(GenPuzzle036.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static int dice(int age) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < age; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    List<String> names(String input) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(input);
        return out;
    }

    static int parse(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }

    static String clean(String entry) {
        String t = entry.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }

    static int used(int age) {
        int doubled = age * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    static BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }
}
