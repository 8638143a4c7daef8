import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class GenWorkerTest005 {

    @Test
    void itemsParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void entryExpires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }
}
