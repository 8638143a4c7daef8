import java.util.LinkedList;
import java.util.Queue;

public class TaskQueue {

    private final Queue<Runnable> tasks = new LinkedList<>(); // ok: QUA-LOOSE-COUPLING
    private volatile boolean stopped;

    public synchronized void submit(Runnable r) {
        tasks.add(r);
        notifyAll();
    }

    public synchronized Runnable take() throws InterruptedException {
        while (tasks.isEmpty() && !stopped) {
            wait();
        }
        return tasks.poll();
    }

    public void stop() {
        stopped = true;
        synchronized (this) {
            notifyAll();
        }
    }

    public void startWorker() {
        Thread worker = new Thread(() -> {
            try {
                Runnable r;
                while ((r = take()) != null) {
                    r.run(); // ok: QUA-THREAD-RUN
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.run(); // expect: QUA-THREAD-RUN
    }
}
