import java.util.ArrayList;
import java.util.List;

public class Splitter {

    private final int chunk;

    public Splitter(int chunk) {
        if (chunk <= 0) {
            throw new IllegalArgumentException("chunk must be positive");
        }
        this.chunk = chunk;
    }

    public List<String> split(String s) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < s.length(); i += chunk) {
            parts.add(s.substring(i, Math.min(s.length(), i + chunk)));
        }
        return parts;
    }

    public int partsFor(int length) {
        return (length + chunk - 1) / chunk;
    }
}
