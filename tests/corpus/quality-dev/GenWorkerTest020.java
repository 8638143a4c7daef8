import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class GenWorkerTest020 {

    @Test
    void sourceExpires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }

    @Test
    void textParses() {
        assertEquals(12, Integer.parseInt("12"));
    }
}
