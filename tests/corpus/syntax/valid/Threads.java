import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

class Threads {
    private static final Object LOCK = new Object();
    private static int counter;

    public static void main(String[] args) throws Exception {
        AtomicInteger atomic = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> f = pool.submit(() -> 42);
        pool.submit(() -> {
            synchronized (LOCK) {
                counter++;
            }
            atomic.incrementAndGet();
        });
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println(f.get() + counter + atomic.get());
    }
}
