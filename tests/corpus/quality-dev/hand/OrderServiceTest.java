import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    static class OrderService {
        private final List<String> placed = new ArrayList<>();

        void place(String id) {
            new Thread(() -> {
                synchronized (placed) {
                    placed.add(id);
                }
            }).start();
        }

        int count() {
            synchronized (placed) {
                return placed.size();
            }
        }
    }

    @Test
    void placesOrderEventually() throws InterruptedException {
        OrderService s = new OrderService();
        s.place("o-1");
        Thread.sleep(200); // expect: QUA-THREAD-SLEEP-IN-TEST
        assertEquals(1, s.count());
    }

    @Test
    void placesManyOrders() throws InterruptedException {
        OrderService s = new OrderService();
        for (int i = 0; i < 5; i++) {
            s.place("o-" + i);
        }
        long deadline = System.currentTimeMillis() + 2000;
        while (s.count() < 5 && System.currentTimeMillis() < deadline) {
            Thread.onSpinWait(); // ok: QUA-THREAD-SLEEP-IN-TEST
        }
        assertTrue(s.count() == 5);
    }
}
