import java.util.ArrayList;
import java.util.List;

public class GenCartService153 {

    double average(int value, int other) {
        return (double) value / other; // ok: QUA-INTEGER-DIVISION
    }

    int sizeOf(List<?> data) { // ok: QUA-RAW-TYPE
        return data.size();
    }

    List<StringBuilder> buffers(int index) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < index; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    void start(Runnable source) {
        Thread t = new Thread(source);
        t.start(); // ok: QUA-THREAD-RUN
    }
}
