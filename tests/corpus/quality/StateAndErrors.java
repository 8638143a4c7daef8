import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class StateAndErrors {
    private static int instances; // ok: QUA-UNUSED-PRIVATE-FIELD
    private static String lastUser;
    private final String owner;
    private final int capacity;

    public StateAndErrors(String owner, int capacity) { // ok: QUA-HIDDEN-FIELD
        this.owner = owner;
        this.capacity = capacity;
        instances++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public void login(String user) {
        lastUser = user; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    public static void reset() {
        lastUser = null; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
        instances = 0;
    }

    public static String lastUser() {
        return lastUser;
    }

    public int free(int used) {
        int capacity = this.capacity * 2; // expect: QUA-HIDDEN-FIELD
        return capacity - used;
    }

    public boolean ownedBy(String owner) { // expect: QUA-HIDDEN-FIELD
        return this.owner.equals(owner);
    }

    public String title(String name) { // ok: QUA-HIDDEN-FIELD
        return owner + "/" + name;
    }

    public int score(List<Integer> points) {
        int total = 0; // expect: QUA-DEAD-STORE
        total = points.stream().mapToInt(Integer::intValue).sum();
        return total * capacity;
    }

    public int bonus(List<Integer> points) {
        int best = 0; // ok: QUA-DEAD-STORE
        for (int p : points) {
            best = Math.max(best, p);
        }
        return best;
    }

    public List<String> lines(Path file) throws IOException { // ok: QUA-GENERIC-EXCEPTION
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("no such file: " + file); // ok: QUA-GENERIC-EXCEPTION
        }
        return new ArrayList<>(Files.readAllLines(file));
    }

    public void check(int amount) {
        if (amount < 0) {
            throw new RuntimeException("negative amount"); // expect: QUA-GENERIC-EXCEPTION
        }
    }

    public void load(String name) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        if (name.isBlank()) {
            throw new IllegalStateException("no name");
        }
    }
}
