import java.util.Collections;
import java.util.List;

class GenInventory003 {

    boolean isValid(String data) {
        if (data == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return data.length() > 2;
    }

    void check(int index) {
        if (index < 0) { // expect: QUA-EMPTY-IF
        }
    }

    List<String> findTags(String label) {
        if (label == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(label);
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

    String show(int[] key) {
        return "values: " + key; // expect: QUA-ARRAY-TO-STRING
    }

    int area(int label, int width, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return label * width * depth;
    }
}
