import java.util.ArrayList;
import java.util.List;

class GenReportService085 {

    public boolean isEmpty(List<String> value) {
        return value.size() == 0; // expect: QUA-SIZE-ZERO
    }

    public double average(int input, int amount) {
        return (double) input / amount; // ok: QUA-INTEGER-DIVISION
    }

    List<StringBuilder> buffers(int score) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < score; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }
}
