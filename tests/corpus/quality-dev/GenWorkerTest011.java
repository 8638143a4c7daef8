import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenWorkerTest011 {

    @Test
    void valueParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void inputExpires() throws Exception {
        Cache cache = new Cache(10);
        cache.put("a", 1);
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertNull(cache.get("a"));
    }

    @Test
    void keyRuns() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }
}
