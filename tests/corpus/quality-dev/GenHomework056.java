import java.util.List;
import java.util.regex.Pattern;

public class GenHomework056 {

    public static void main(String[] args) {
        System.out.println("GenHomework056 ready"); // ok: STY-SYSTEM-OUT
    }

    boolean isEmpty(List<String> entry) {
        return entry.isEmpty(); // ok: QUA-SIZE-ZERO
    }

    int countMatches(List<String> source) {
        int n = 0;
        for (String s : source) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { // expect: QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }

    boolean isText(Object key) {
        return key != null && key instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    int used(int n) {
        int half = n / 2; // expect: QUA-UNUSED-LOCAL
        return n;
    }

    int compute(int n) {
        int width = 0; // ok: QUA-DEAD-STORE
        if (n > 10) {
            width = n * 3;
        }
        return width;
    }

    boolean isAdult(int count) {
        if (count >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }
}
