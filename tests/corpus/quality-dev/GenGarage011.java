import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class GenGarage011 {

    ArrayList<String> names(String value) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(value);
        return out;
    }

    String show(int[] word) {
        return "values: " + Arrays.toString(word); // ok: QUA-ARRAY-TO-STRING
    }

    double average(int text, int count) {
        return (double) text / count; // ok: QUA-INTEGER-DIVISION
    }

    int used(int amount) {
        int half = amount / 2; // expect: QUA-UNUSED-LOCAL
        return amount;
    }

    String join(List<String> key) {
        StringBuilder out = new StringBuilder();
        for (String s : key) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }
}
