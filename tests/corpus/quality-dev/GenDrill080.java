import java.util.List;

class GenDrill080 { // expect: QUA-UTILITY-CLASS

    static String label(int total) {
        String text = "many";
        switch (total) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    static String describe(String text) {
        String shown = "unknown"; // expect: QUA-DEAD-STORE
        shown = text.toUpperCase();
        return shown;
    }

    static int compute(int index) {
        int other = 0; // ok: QUA-DEAD-STORE
        if (index > 10) {
            other = index * 3;
        }
        return other;
    }

    static boolean isEmpty(List<String> source) {
        return source.isEmpty(); // ok: QUA-SIZE-ZERO
    }
}
