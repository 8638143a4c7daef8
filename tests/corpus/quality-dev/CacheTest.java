import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

class CacheTest {

    @Test
    void entriesExpire() throws InterruptedException {
        SimpleCache cache = new SimpleCache(50);
        cache.put("k", "v");
        Thread.sleep(120); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(null, cache.get("k"));
    }

    @Test
    void listenerIsCalled() throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(1);
        SimpleCache cache = new SimpleCache(50);
        cache.onEvict(k -> latch.countDown());
        cache.put("k", "v");
        assertTrue(latch.await(1, TimeUnit.SECONDS)); // ok: QUA-THREAD-SLEEP-IN-TEST
    }
}
