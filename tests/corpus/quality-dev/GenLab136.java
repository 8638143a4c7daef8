import java.util.List;

public class GenLab136 {

    void dropEmpty(List<String> text) {
        text.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
    }

    boolean isText(Object key) {
        return key != null && key instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    boolean isValid(String label) {
        if (label == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return label.length() > 2;
    }

    boolean isShort(String entry) {
        return entry.length() < 3 && entry != null; // expect: QUA-MISPLACED-NULL-CHECK
    }
}
