import java.util.List;
import java.util.Random;

class GenDrill128 {

    int dice(int age) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < age; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    boolean isEmpty(List<String> entry) {
        return entry.size() == 0; // expect: QUA-SIZE-ZERO
    }

    boolean hasName(String entry) {
        return entry != null && !entry.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    boolean sameName(String text, String other) {
        return text == other; // expect: DES-STRING-EQUALITY
    }

    String label(int score) {
        switch (score) { // ok: QUA-SWITCH-NO-DEFAULT
            case 1:
                return "one";
            case 2:
                return "two";
            default:
                return "many";
        }
    }

    boolean sameCount(Integer label, Integer amount) {
        return label == amount; // expect: QUA-OBJECT-IDENTITY
    }
}
