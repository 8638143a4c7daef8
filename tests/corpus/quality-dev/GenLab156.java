import java.util.List;

class GenLab156 {

    public static void main(String[] args) {
        System.out.println("GenLab156 ready"); // ok: STY-SYSTEM-OUT
    }

    int compute(int score) {
        int factor = 0; // ok: QUA-DEAD-STORE
        if (score > 10) {
            factor = score * 3;
        }
        return factor;
    }

    String label(int count) {
        String result;
        switch (count) {
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

    String join(List<String> value) {
        StringBuilder out = new StringBuilder();
        for (String s : value) {
            out.append(s).append(','); // ok: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    Integer box(int age) {
        return Integer.valueOf(age); // ok: QUA-WRAPPER-CONSTRUCTOR
    }

    boolean hasName(String value) {
        return value != null && !value.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    int next(int score) {
        score = score++; // expect: QUA-POSTINCREMENT-ASSIGN
        return score;
    }
}
