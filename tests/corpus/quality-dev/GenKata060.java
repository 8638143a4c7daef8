import java.util.List;

public class GenKata060 {

    public static void main(String[] args) {
        System.out.println(GenKata060.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static int compute(int count) {
        int result = 0; // ok: QUA-DEAD-STORE
        if (count > 10) {
            result = count * 3;
        }
        return result;
    }

    static String describe(String word) {
        String shown = "unknown"; // expect: QUA-DEAD-STORE
        shown = word.toUpperCase();
        return shown;
    }

    static String name(String value) {
        return value.toString(); // expect: QUA-STRING-TO-STRING
    }

    static void dropEmpty(List<String> key) {
        for (String s : key) {
            if (s.isEmpty()) {
                key.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    static void reset(List<String> label) {
        label.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }
}
