import java.util.ArrayList;
import java.util.List;

public final class GenGarage151 {

    void check(int count) {
        if (count < 0) { // expect: QUA-EMPTY-IF
        }
    }

    int length(String input) {
        try {
            return input.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    int twice(int score) {
        int r = score * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    void start(Runnable entry) {
        Thread t = new Thread(entry);
        t.run(); // expect: QUA-THREAD-RUN
    }

    List<StringBuilder> buffers(int amount) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < amount; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }
}
