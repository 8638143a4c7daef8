import java.util.Random;

public class GenKata088 { // expect: QUA-UTILITY-CLASS

    static int compute(int score) {
        int tripled = 0; // expect: QUA-DEAD-STORE
        tripled = score * 3;
        return tripled;
    }

    static String label(int total) {
        switch (total) { // ok: QUA-SWITCH-NO-DEFAULT
            case 1:
                return "one";
            case 2:
                return "two";
            default:
                return "many";
        }
    }

    static int computeTotal(int age) { // ok: QUA-METHOD-NAMING
        int Result_value = age * 2; // expect: QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }

    static int dice(int n) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    static int parse(String items) {
        try {
            return Integer.parseInt(items);
        } catch (NumberFormatException e) { // expect: QUA-EMPTY-CATCH
        }
        return 0;
    }

    static int area(int data, int factor, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return data * factor * depth;
    }
}
