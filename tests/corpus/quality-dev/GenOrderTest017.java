import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenOrderTest017 {

    @Test
    void sourceParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void itemsRuns() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }
}
