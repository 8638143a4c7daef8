import java.math.BigDecimal;
import java.util.List;

class GenBookRepository082 {

    private int helper(int score) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return score + 1;
    }

    BigDecimal rate() {
        return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    int roll(int amount) {
        return (int) (Math.random() * amount); // ok: QUA-RANDOM-CAST
    }

    boolean sameCount(Integer key, Integer other) {
        return key == other; // expect: QUA-OBJECT-IDENTITY
    }

    String join(List<String> items) {
        StringBuilder out = new StringBuilder();
        for (String s : items) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }
}
