import java.util.List;

public final class GenPractice160 {

    public static void main(String[] args) {
        System.out.println(GenPractice160.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static String label(int index) {
        switch (index) { // ok: QUA-SWITCH-NO-DEFAULT
            case 1:
                return "one";
            case 2:
                return "two";
            default:
                return "many";
        }
    }

    static String join(List<String> entry) {
        String out = "";
        for (String s : entry) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    static String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }
}
