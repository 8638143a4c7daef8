import java.util.Random;

public class GenTask120 { // expect: QUA-UTILITY-CLASS

    static int dice(int index) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < index; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    static boolean isValid(String items) {
        if (items == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return items.length() > 2;
    }

    static Integer box(int age) {
        return Integer.valueOf(age); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    static int used(int count) {
        int half = count / 2; // expect: QUA-UNUSED-LOCAL
        return count;
    }

    static String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }

    static boolean isMissing(String items) {
        return items.equals(null); // expect: QUA-EQUALS-NULL
    }
}
