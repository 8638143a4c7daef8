import java.util.LinkedHashMap;
import java.util.Map;

public class Cache2<K, V> extends LinkedHashMap<K, V> {

    private final int maxEntries;

    public Cache2(int maxEntries) {
        super(16, 0.75f, true);
        this.maxEntries = maxEntries;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > maxEntries;
    }
}
