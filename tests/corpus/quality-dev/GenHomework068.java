import java.util.List;

public final class GenHomework068 {

    boolean isAbout(double items, double result) {
        return Math.abs(items - result) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }

    int sizeOf(List label) { // expect: QUA-RAW-TYPE
        return label.size();
    }

    private int helper(int total) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return total + 1;
    }

    Integer box(int amount) {
        return Integer.valueOf(amount); // ok: QUA-WRAPPER-CONSTRUCTOR
    }
}
