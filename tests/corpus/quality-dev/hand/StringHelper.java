public class StringHelper { // expect: QUA-UTILITY-CLASS

    public static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }

    public static boolean isPalindrome(String s) {
        String cleaned = s.replaceAll("[^A-Za-z]", "").toLowerCase();
        return cleaned.equals(reverse(cleaned));
    }

    public static String capitalize(String s) {
        if (s == null || s.isEmpty()) {
            return s;
        }
        String result = Character.toUpperCase(s.charAt(0)) + s.substring(1); // expect: QUA-LOCAL-BEFORE-RETURN
        return result;
    }

    public static String repeat(String s, int n) {
        StringBuffer sb = new StringBuffer(); // expect: QUA-STRINGBUFFER
        for (int i = 0; i < n; i++) {
            sb.append(s);
        }
        return sb.toString();
    }
}
