import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;

public class PrimeWorker implements Callable<Integer> {

    private final int from;
    private final int to;

    public PrimeWorker(int from, int to) {
        this.from = from;
        this.to = to;
    }

    public Integer call() { // expect: QUA-MISSING-OVERRIDE
        int count = 0;
        for (int n = from; n < to; n++) {
            if (isPrime(n)) count++;
        }
        return count;
    }

    private static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) return false;
        }
        return true;
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Integer>> parts = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            parts.add(pool.submit(new PrimeWorker(i * 25_000, (i + 1) * 25_000)));
        }
        int total = 0;
        for (Future<Integer> f : parts) {
            try {
                total += f.get();
            } catch (ExecutionException e) {
                System.err.println("worker failed: " + e.getCause()); // ok: DES-SWALLOWED-EXCEPTION
            }
        }
        pool.shutdown();
        System.out.println("primes below 100000: " + total);
    }
}
