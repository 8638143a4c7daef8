package exercises.timers;

public class Countdown {
    private int remaining; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public Countdown(int seconds) {
        this.remaining = seconds;
    }

    public boolean tick() {
        if (remaining > 0) {
            remaining--;
        }
        return remaining == 0;
    }

    public int remaining() {
        return remaining;
    }

    public static void main(String[] args) throws InterruptedException {
        Countdown countdown = new Countdown(3);
        while (!countdown.tick()) {
            System.out.println(countdown.remaining() + "...");
            Thread.sleep(1000); // ok: QUA-THREAD-SLEEP-IN-TEST
        }
        System.out.println("Liftoff!");
    }
}
