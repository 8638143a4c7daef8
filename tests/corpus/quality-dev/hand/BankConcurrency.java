import java.util.ArrayList;
import java.util.List;

public class BankConcurrency {

    static int balance = 0;

    public static void main(String[] args) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                for (int k = 0; k < 1000; k++) {
                    synchronized (BankConcurrency.class) {
                        balance++;
                    }
                }
            });
            threads.add(t);
            t.start(); // ok: QUA-THREAD-RUN
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println("balance = " + balance);
    }
}
