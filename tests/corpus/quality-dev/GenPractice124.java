import java.util.List;

public final class GenPractice124 {

    int roll(int n) {
        return (int) (Math.random() * n); // ok: QUA-RANDOM-CAST
    }

    boolean isEmpty(List<String> value) {
        return value.isEmpty(); // ok: QUA-SIZE-ZERO
    }

    int clamp(int amount) {
        if (amount > 100); // expect: QUA-EMPTY-STATEMENT
        {
            amount = 100;
        }
        return amount;
    }

    boolean isShort(String data) {
        return data.length() < 3 && data != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    String join(List<String> items) {
        String out = "";
        for (String s : items) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    private int helper(int index) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return index + 1;
    }
}
