import java.math.BigDecimal;
import java.util.Random;

class GenLedgerDao138 {

    boolean sameCount(int label, int amount) {
        return label == amount; // ok: QUA-OBJECT-IDENTITY
    }

    BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    String clean(String input) {
        input.trim(); // expect: QUA-IGNORED-RESULT
        return input;
    }

    int dice(int amount) {
        int sum = 0;
        for (int i = 0; i < amount; i++) {
            Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
        return a + b + c + d + e + f + g + h;
    }
}
