public class GenAccount139 {

    String label(int score) {
        String result;
        switch (score) {
            case 1:
                result = "one"; // expect: QUA-SWITCH-FALLTHROUGH
            case 2:
                result = "two";
                break;
            default:
                result = "many";
        }
        return result;
    }

    String describe(String value) {
        String shown = "unknown"; // expect: QUA-DEAD-STORE
        shown = value.toUpperCase();
        return shown;
    }

    int length(String value) {
        try {
            return value.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    int load(String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + value, e); // ok: QUA-LOST-STACK-TRACE
        }
    }

    boolean isAdult(int age) {
        if (age >= 18) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }
}
