public class GenHomework132 {

    public static void main(String[] args) {
        System.out.println(GenHomework132.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

    static double average(int label, int other) {
        double avg = label / other; // expect: QUA-INTEGER-DIVISION
        return Math.round(avg * 100) / 100.0;
    }

    static String name(String items) {
        return items.toString(); // expect: QUA-STRING-TO-STRING
    }

    static int area(int text, int amount, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return text * amount * depth;
    }

    static String label(int age) {
        String result;
        switch (age) {
            case 1:
                result = "one"; // expect: QUA-SWITCH-FALLTHROUGH
            case 2:
                result = "two";
                break;
            default:
                result = "many";
        }
        return result;
    }
}
