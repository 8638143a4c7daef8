import java.util.HashMap;
import java.util.Map;

public class CleanFresh2 {
    private static final int MAX_WORDS = 1000;
    private final Map<String, Integer> counts = new HashMap<>();

    public void addText(String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        for (String word : text.toLowerCase().split("\\W+")) {
            if (!word.isEmpty() && counts.size() < MAX_WORDS) {
                counts.merge(word, 1, Integer::sum);
            }
        }
    }

    public int count(String word) {
        return counts.getOrDefault(word.toLowerCase(), 0);
    }

    public String mostFrequent() {
        String best = null;
        int max = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > max) {
                max = e.getValue();
                best = e.getKey();
            }
        }
        return best;
    }
}
