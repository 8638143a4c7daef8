import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RateLimiterTest {

    static class Limiter {
        private final int max;
        private final long windowMs;
        private long windowStart = System.currentTimeMillis();
        private int used;

        Limiter(int max, long windowMs) {
            this.max = max;
            this.windowMs = windowMs;
        }

        synchronized boolean tryAcquire() {
            long now = System.currentTimeMillis();
            if (now - windowStart >= windowMs) {
                windowStart = now;
                used = 0;
            }
            if (used < max) {
                used++;
                return true;
            }
            return false;
        }
    }

    @Test
    void blocksAfterLimit() {
        Limiter l = new Limiter(2, 60_000);
        assertTrue(l.tryAcquire());
        assertTrue(l.tryAcquire());
        assertFalse(l.tryAcquire());
    }

    @Test
    void resetsAfterWindow() throws InterruptedException {
        Limiter l = new Limiter(1, 20);
        assertTrue(l.tryAcquire());
        assertFalse(l.tryAcquire());
        Thread.sleep(30); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertTrue(l.tryAcquire());
    }
}
