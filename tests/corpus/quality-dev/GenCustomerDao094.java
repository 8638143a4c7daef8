import java.util.List;

public class GenCustomerDao094 {

    public String join(List<String> items) {
        StringBuilder out = new StringBuilder();
        for (String s : items) {
            out.append(s).append(','); // ok: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    public int sumTo(int n) {
        int total = 0; // ok: QUA-DEAD-STORE
        for (int i = 1; i <= n; i++) {
            total += i;
        }
        return total;
    }

    public int clamp(int index) {
        if (index > 100); // expect: QUA-EMPTY-STATEMENT
        {
            index = 100;
        }
        return index;
    }

    public int check(boolean label) {
        if (label = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }

    public int sizeOf(List<?> input) { // ok: QUA-RAW-TYPE
        return input.size();
    }
}
