import java.util.ArrayList;
import java.util.List;

public final class GenStudent063 {

    int compute(int age) {
        int result = 0; // ok: QUA-DEAD-STORE
        if (age > 10) {
            result = age * 3;
        }
        return result;
    }

    List<String> names(String data) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(data);
        return out;
    }

    boolean hasName(String label) {
        return label != null && !label.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }
}
