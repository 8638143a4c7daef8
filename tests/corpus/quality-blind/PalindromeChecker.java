package exercises.strings;

public class PalindromeChecker {

    public boolean isPalindrome(String text) {
        String cleaned = text.replaceAll("[^A-Za-z]", "").toLowerCase();
        int left = 0;
        int right = cleaned.length() - 1;
        while (left < right) {
            if (cleaned.charAt(left) != cleaned.charAt(right)) { // ok: DES-STRING-EQUALITY
                return false;
            }
            left++;
            right--;
        }
        return true;
    }

    public String reverse(String text) {
        return new StringBuilder(text).reverse().toString(); // ok: QUA-STRING-TO-STRING
    }

    public static void main(String[] args) {
        PalindromeChecker checker = new PalindromeChecker();
        String[] samples = {"Racecar", "A man, a plan, a canal: Panama", "Java"};
        for (String sample : samples) {
            System.out.println(sample + " -> " + checker.isPalindrome(sample)); // ok: STY-SYSTEM-OUT
        }
    }
}
