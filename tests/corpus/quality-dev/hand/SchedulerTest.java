import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class SchedulerTest {

    @Test
    void runsDelayedTask() throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        AtomicBoolean ran = new AtomicBoolean();
        ses.schedule(() -> ran.set(true), 10, TimeUnit.MILLISECONDS);
        Thread.sleep(100); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(ran.get());
        ses.shutdown();
    }

    @Test
    void awaitsTermination() throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        AtomicBoolean ran = new AtomicBoolean();
        ses.schedule(() -> ran.set(true), 10, TimeUnit.MILLISECONDS);
        ses.shutdown();
        assertTrue(ses.awaitTermination(1, TimeUnit.SECONDS)); // ok: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(ran.get());
    }
}
