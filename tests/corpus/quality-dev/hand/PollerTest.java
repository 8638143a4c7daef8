import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PollerTest {

    private final AtomicInteger ticks = new AtomicInteger();
    private Thread poller;

    @BeforeEach
    void start() {
        poller = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                ticks.incrementAndGet();
                try {
                    Thread.sleep(5); // ok: QUA-THREAD-SLEEP-IN-TEST
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        poller.start();
    }

    @Test
    void ticksWhileRunning() throws Exception {
        Thread.sleep(50); // expect: QUA-THREAD-SLEEP-IN-TEST
        poller.interrupt();
        poller.join();
        assertEquals(true, ticks.get() > 0);
    }

    @Test
    void stopsWhenInterrupted() throws Exception {
        poller.interrupt();
        poller.join(1000);
        int after = ticks.get();
        Thread.sleep(20); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(after, ticks.get());
    }
}
