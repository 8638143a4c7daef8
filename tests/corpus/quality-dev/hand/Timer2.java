public class Timer2 {

    private long start; // expect: QUA-FIELD-NAMED-LIKE-METHOD
    private long elapsed;
    private boolean running;

    public void start() {
        if (running == false) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            start = System.nanoTime();
            running = true;
        }
    }

    public void stop() {
        if (!running) {
            return; // ok: QUA-UNNECESSARY-RETURN
        }
        elapsed += System.nanoTime() - start;
        running = false;
    }

    public void reset() {
        elapsed = 0;
        running = false;
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    public long elapsedMillis() {
        return elapsed / 1_000_000;
    }

    public boolean isRunning() {
        return running;
    }
}
