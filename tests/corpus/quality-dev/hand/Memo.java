import java.util.HashMap;
import java.util.Map;

public class Memo {

    private final Map<Integer, Long> cache = new HashMap<>();
    private int hits;

    public long collatzSteps(int n) {
        if (n == 1) {
            return 0;
        }
        Long cached = cache.get(n);
        if (cached != null) {
            hits++;
            return cached;
        }
        long steps = 1 + collatzSteps(n % 2 == 0 ? n / 2 : 3 * n + 1);
        cache.put(n, steps);
        return steps;
    }

    public int getHits() {
        return hits;
    }
}
