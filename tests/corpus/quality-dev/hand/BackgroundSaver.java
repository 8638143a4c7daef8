import java.util.ArrayList;
import java.util.List;

public class BackgroundSaver {

    private final List<String> pending = new ArrayList<>();

    public synchronized void queue(String doc) {
        pending.add(doc);
    }

    public void flush() {
        Thread t = new Thread(this::saveAll);
        t.run(); // expect: QUA-THREAD-RUN
    }

    public void flushAsync() {
        Thread t = new Thread(this::saveAll, "saver");
        t.setDaemon(true);
        t.start(); // ok: QUA-THREAD-RUN
    }

    private synchronized void saveAll() {
        pending.clear();
    }
}
