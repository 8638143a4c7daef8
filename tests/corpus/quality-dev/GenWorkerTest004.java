import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class GenWorkerTest004 {

    @Test
    void dataExpires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }

    @Test
    void inputParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void textAdds() {
        assertEquals(4, 2 + 2); // ok: QUA-THREAD-SLEEP-IN-TEST
    }
}
