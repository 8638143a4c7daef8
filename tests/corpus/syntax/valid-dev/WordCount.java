import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

class WordCount {
    static Map<String, Integer> count(String text) {
        Map<String, Integer> counts = new HashMap<>();
        for (String word : text.toLowerCase().split("\\W+")) {
            if (word.isEmpty()) {
                continue;
            }
            counts.merge(word, 1, Integer::sum);
        }
        return counts;
    }

    public static void main(String[] args) {
        String text = "the cat and the hat and the bat";
        Map<String, Integer> sorted = new TreeMap<>(count(text));
        for (Map.Entry<String, Integer> e : sorted.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue());
        }
    }
}
