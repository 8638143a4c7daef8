import java.util.Map;
import java.util.TreeMap;

public class TextStats {

    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog the end";
        Map<Character, Integer> letters = new TreeMap<>();
        for (char c : text.toCharArray()) {
            if (c != ' ') {
                letters.merge(c, 1, Integer::sum);
            }
        }
        System.out.println(letters);
        String longest = "";
        for (String w : text.split(" ")) {
            if (w.length() > longest.length()) {
                longest = w;
            }
        }
        System.out.println("longest word: " + longest);
        String vowels = text.replaceAll("[^aeiou]", "");
        System.out.println("vowels: " + vowels.length());
    }
}
