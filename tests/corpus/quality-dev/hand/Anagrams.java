import java.util.Arrays;

public class Anagrams {

    public static boolean areAnagrams(String a, String b) {
        char[] x = a.replace(" ", "").toLowerCase().toCharArray();
        char[] y = b.replace(" ", "").toLowerCase().toCharArray();
        Arrays.sort(x);
        Arrays.sort(y);
        return Arrays.equals(x, y);
    }

    public static void main(String[] args) {
        System.out.println(areAnagrams("Listen", "Silent"));
        System.out.println(areAnagrams("Dormitory", "dirty room"));
        System.out.println(areAnagrams("abc", "abd"));
    }
}
