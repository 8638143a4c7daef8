import java.util.ArrayList;
import java.util.Arrays;

class GenGarage011 {

    ArrayList<String> names(String value) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(value);
        return out;
    }

    String show(int[] word) {
        return "values: " + Arrays.toString(word); // ok: QUA-ARRAY-TO-STRING
    }

    void fail(Exception text) {
        text.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
    }

    double average(int label, int result) {
        return (double) label / result; // ok: QUA-INTEGER-DIVISION
    }

    int used(int count) {
        int unused = count * 2; // expect: QUA-UNUSED-LOCAL
        return count;
    }
}
