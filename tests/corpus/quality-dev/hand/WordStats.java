import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

public class WordStats {

    private final List<String> words;

    public WordStats(String text) {
        this.words = Arrays.stream(text.toLowerCase().split("\\s+"))
                .filter(w -> !w.isBlank())
                .collect(Collectors.toList());
    }

    public Map<String, Long> frequencies() {
        return words.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    }

    public List<String> top(int n) {
        return frequencies().entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(n)
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
    }

    public String longest() {
        return words.stream().max(Comparator.comparingInt(String::length)).orElse("");
    }

    public double averageLength() {
        return words.stream().mapToInt(String::length).average().orElse(0);
    }
}
