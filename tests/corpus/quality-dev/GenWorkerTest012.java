import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenWorkerTest012 {

    @Test
    void labelRuns() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }

    @Test
    void itemsExpires() throws Exception {
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
