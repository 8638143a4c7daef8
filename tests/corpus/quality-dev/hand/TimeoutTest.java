import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeoutTest {

    static int slowSquare(int x) {
        return x * x;
    }

    @Test
    void squareIsFast() {
        int r = assertTimeout(Duration.ofMillis(100), () -> slowSquare(12));
        assertEquals(144, r);
    }

    @Test
    void squareAfterWarmup() throws Exception {
        slowSquare(1);
        Thread.sleep(10); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(9, slowSquare(3));
    }
}
