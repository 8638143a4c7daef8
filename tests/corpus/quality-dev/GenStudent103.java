import java.math.BigDecimal;

class GenStudent103 {

    BigDecimal rate() {
        return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    int length(String word) {
        try {
            return word.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    int check(boolean value) {
        if (value = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }
}
