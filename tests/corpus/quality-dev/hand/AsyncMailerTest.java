import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AsyncMailerTest {

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void shutdown() {
        pool.shutdownNow();
    }

    @Test
    void sendsAllMailsWithLatch() throws Exception {
        AtomicInteger sent = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(3);
        for (int i = 0; i < 3; i++) {
            pool.submit(() -> {
                sent.incrementAndGet();
                done.countDown();
            });
        }
        assertTrue(done.await(2, TimeUnit.SECONDS)); // ok: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(3, sent.get());
    }

    @Test
    void sendsAllMailsWithSleep() throws Exception {
        AtomicInteger sent = new AtomicInteger();
        for (int i = 0; i < 3; i++) {
            pool.submit(sent::incrementAndGet);
        }
        Thread.sleep(500); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(3, sent.get());
    }
}
