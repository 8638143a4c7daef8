public class Validators { // expect: QUA-UTILITY-CLASS

    public static final String ZIP_PATTERN = "\\d{5}";

    public Validators() {
    }

    public static boolean isZip(String s) {
        return s != null && s.matches(ZIP_PATTERN);
    }

    public static boolean isPhone(String s) {
        if (s == null) {
            return false;
        }
        String digits = s.replaceAll("[^0-9]", "");
        if (digits.length() >= 10) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        }
        return false;
    }
}
