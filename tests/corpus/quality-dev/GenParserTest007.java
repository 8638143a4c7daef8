import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GenParserTest007 {

    @Test
    void inputRuns() throws InterruptedException {
        Worker w = new Worker();
        w.start();
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(w.isDone());
    }

    @Test
    void keyParses() {
        assertEquals(12, Integer.parseInt("12"));
    }

    @Test
    void keyAdds() {
        assertEquals(4, 2 + 2); // ok: QUA-THREAD-SLEEP-IN-TEST
    }
}
