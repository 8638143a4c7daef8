import java.util.concurrent.atomic.AtomicLong;

public class IdGenerator {

    private static long next = 1;
    private static final AtomicLong SAFE_NEXT = new AtomicLong(1);
    private final String prefix;

    public IdGenerator(String prefix) {
        this.prefix = prefix;
    }

    public String nextId() {
        String id = prefix + "-" + next;
        next = next + 1; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        return id;
    }

    public String nextSafeId() {
        return prefix + "-" + SAFE_NEXT.getAndIncrement(); // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }
}
