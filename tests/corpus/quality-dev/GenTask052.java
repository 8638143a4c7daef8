import java.util.List;
import java.util.regex.Pattern;

class GenTask052 {

    public static void main(String[] args) {
        System.out.println("GenTask052 ready"); // ok: STY-SYSTEM-OUT
    }

    int countMatches(List<String> entry) {
        int n = 0;
        for (String s : entry) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { // expect: QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }

    String label(int total) {
        String result;
        switch (total) {
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

    int used(int score) {
        int half = score / 2; // expect: QUA-UNUSED-LOCAL
        return score;
    }
}
