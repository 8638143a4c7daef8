import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class Poller {

    private final ExecutorService executor = Executors.newSingleThreadExecutor();
    private volatile String latest;

    public void poll(String url) {
        executor.submit(() -> {
            try {
                latest = fetch(url);
            } catch (Throwable t) { // expect: DES-BROAD-CATCH
                latest = null;
            }
        });
    }

    private String fetch(String url) throws java.io.IOException {
        if (url.isEmpty()) {
            throw new java.io.IOException("empty url");
        }
        return "content of " + url;
    }

    public String getLatest() {
        return latest;
    }

    public void shutdown() {
        executor.shutdown();
    }
}
