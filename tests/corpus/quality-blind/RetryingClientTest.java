package net.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class RetryingClientTest {

    private static void pause(long millis) throws InterruptedException {
        Thread.sleep(millis); // ok: QUA-THREAD-SLEEP-IN-TEST
    }

    @Test
    void retriesUntilSuccess() throws IOException {
        AtomicInteger calls = new AtomicInteger();
        RetryingClient client = new RetryingClient(3, () -> {
            if (calls.incrementAndGet() < 3) {
                throw new IOException("flaky");
            }
            return "ok";
        });
        assertEquals("ok", client.call());
        assertEquals(3, calls.get());
    }

    @Test
    void givesUpAfterMaxAttempts() {
        RetryingClient client = new RetryingClient(2, () -> {
            throw new IOException("down");
        });
        assertThrows(IOException.class, client::call);
    }

    @Test
    void slowBackendEventuallyAnswers() throws Exception {
        RetryingClient client = new RetryingClient(1, () -> "late");
        pause(10);
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals("late", client.call());
    }
}

class RetryingClient {
    interface Call {
        String run() throws IOException;
    }

    private final int maxAttempts;
    private final Call action;

    RetryingClient(int maxAttempts, Call call) {
        this.maxAttempts = maxAttempts;
        this.action = call;
    }

    String call() throws IOException {
        IOException last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                return action.run();
            } catch (IOException e) {
                last = e;
            }
        }
        throw last;
    }
}
