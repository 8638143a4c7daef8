package concurrency.tickets;

import java.util.concurrent.atomic.AtomicInteger;

public class TicketCounter {
    private final AtomicInteger sold = new AtomicInteger();

    public void sellInParallel(int sellers, int ticketsEach) throws InterruptedException {
        Thread[] threads = new Thread[sellers];
        for (int i = 0; i < sellers; i++) {
            threads[i] = new Thread(() -> {
                for (int t = 0; t < ticketsEach; t++) {
                    sold.incrementAndGet();
                }
            });
            threads[i].run(); // expect: QUA-THREAD-RUN
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }

    public void sellInBackground(int tickets) {
        Thread worker = new Thread(() -> sold.addAndGet(tickets));
        worker.start(); // ok: QUA-THREAD-RUN
    }

    public int getSold() {
        return sold.get();
    }
}
