public class PasswordRules { // expect: QUA-UTILITY-CLASS

    public static final int MIN_LENGTH = 8;

    public static boolean isStrong(String pw) {
        if (pw == null || pw.length() < MIN_LENGTH) { // ok: QUA-BROKEN-NULL-CHECK
            return false;
        }
        boolean digit = false;
        boolean upper = false;
        for (char c : pw.toCharArray()) {
            if (Character.isDigit(c)) digit = true;
            if (Character.isUpperCase(c)) upper = true;
        }
        if (digit && upper) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }

    public static boolean isBlank(String pw) {
        return pw == null || pw.isBlank();
    }
}
