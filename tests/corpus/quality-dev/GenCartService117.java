import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

class GenCartService117 {
    private int limit = 10;

    boolean isAbout(double key, double count) {
        return Math.abs(key - count) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }

    List<String> names(String data) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(data);
        return out;
    }

    void setLimit(int limit) { // ok: QUA-HIDDEN-FIELD
        this.limit = limit;
    }

    int limit() {
        return limit;
    }

    int dice(int n) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    BigDecimal rate() {
        return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
    }

    void start(Runnable items) {
        Thread t = new Thread(items);
        t.start(); // ok: QUA-THREAD-RUN
    }
}
