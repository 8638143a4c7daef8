import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

public final class GenAccount075 {

    BigDecimal rate() {
        return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    int countMatches(List<String> label) {
        int n = 0;
        for (String s : label) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { // expect: QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }

    Optional<String> first(List<String> label) {
        if (label.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(label.get(0));
    }

    int compute(int index) {
        int factor = 0; // ok: QUA-DEAD-STORE
        if (index > 10) {
            factor = index * 3;
        }
        return factor;
    }

    String show(int[] input) {
        return "values: " + input; // expect: QUA-ARRAY-TO-STRING
    }
}
