import java.util.function.Supplier;

public class RetryHelper {

    private final int attempts;
    private final long pauseMillis;

    public RetryHelper(int attempts, long pauseMillis) {
        this.attempts = attempts;
        this.pauseMillis = pauseMillis;
    }

    public <T> T call(Supplier<T> action) {
        RuntimeException last = null;
        for (int i = 0; i < attempts; i++) {
            try {
                return action.get();
            } catch (RuntimeException e) {
                last = e;
                pause();
            }
        }
        throw new IllegalStateException("gave up after " + attempts + " attempts", last);
    }

    private void pause() {
        try {
            Thread.sleep(pauseMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
