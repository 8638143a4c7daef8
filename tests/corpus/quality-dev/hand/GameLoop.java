public class GameLoop implements Runnable {

    private volatile boolean running = true;
    private int frames;

    public void run() { // expect: QUA-MISSING-OVERRIDE
        while (running) {
            frames++;
            try {
                Thread.sleep(16); // ok: QUA-THREAD-SLEEP-IN-TEST
            } catch (InterruptedException e) { // expect: QUA-EMPTY-CATCH
            }
        }
    }

    public void stop() {
        running = false;
    }

    public int getFrames() {
        return frames;
    }
}
