import java.util.List;
import java.util.Optional;
import java.util.Random;

public class GenLibrary115 {

    int load(String data) {
        try {
            return Integer.parseInt(data);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + data, e); // ok: QUA-LOST-STACK-TRACE
        }
    }

    int area(int key, int amount, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return key * amount * depth;
    }

    int dice(int n) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    void start(Runnable text) {
        Thread t = new Thread(text);
        t.start(); // ok: QUA-THREAD-RUN
    }

    Optional<String> first(List<String> word) {
        if (word.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(word.get(0));
    }
}
