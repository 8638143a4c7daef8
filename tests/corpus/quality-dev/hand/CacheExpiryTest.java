import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CacheExpiryTest {

    static class TinyCache {
        private final Map<String, Long> expiry = new HashMap<>();
        private final Map<String, String> values = new HashMap<>();

        void put(String k, String v, long ttlMillis) {
            values.put(k, v);
            expiry.put(k, System.currentTimeMillis() + ttlMillis);
        }

        String get(String k) {
            Long until = expiry.get(k);
            if (until == null || until < System.currentTimeMillis()) {
                return null;
            }
            return values.get(k);
        }
    }

    private TinyCache cache;

    @BeforeEach
    void setUp() {
        cache = new TinyCache();
    }

    @Test
    void returnsValueBeforeExpiry() {
        cache.put("a", "1", 10_000);
        assertEquals("1", cache.get("a"));
    }

    @Test
    void forgetsValueAfterExpiry() throws InterruptedException {
        cache.put("a", "1", 50);
        Thread.sleep(100); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }
}
