public class NameFormatter {

    public String format(String first, String last) {
        first.trim(); // expect: QUA-IGNORED-RESULT
        last = last.trim();
        String full = first + " " + last.toUpperCase(); // expect: QUA-LOCAL-BEFORE-RETURN
        return full;
    }

    public String initials(String first, String last) {
        if (first.isEmpty() || last.isEmpty()) {
            return "";
        }
        return "" + first.charAt(0) + last.charAt(0);
    }
}
