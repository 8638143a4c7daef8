import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class GenBookRepository014 {

    int twice(int index) {
        int r = index * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    List<StringBuilder> buffers(int index) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < index; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    int dice(int score) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < score; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }
}
