import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenWorkerTest003 {

    @Test
    void inputAdds() {
        assertEquals(4, 2 + 2); // ok: QUA-THREAD-SLEEP-IN-TEST
    }

    @Test
    void labelRuns() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }
}
