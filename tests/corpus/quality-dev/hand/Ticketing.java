import java.util.concurrent.atomic.AtomicInteger;

public class Ticketing {

    private static final AtomicInteger SOLD = new AtomicInteger();
    private final int capacity;

    public Ticketing(int capacity) {
        this.capacity = capacity;
    }

    public boolean sell() {
        while (true) {
            int current = SOLD.get();
            if (current >= capacity) {
                return false;
            }
            if (SOLD.compareAndSet(current, current + 1)) { // ok: QUA-STATIC-FIELD-FROM-INSTANCE
                return true;
            }
        }
    }

    public static int sold() {
        return SOLD.get();
    }
}
