import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class GenCacheTest001 {

    @Test
    void entryAdds() {
        assertEquals(4, 2 + 2); // ok: QUA-THREAD-SLEEP-IN-TEST
    }

    @Test
    void entryExpires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }
}
