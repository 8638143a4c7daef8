import java.util.ArrayList;

public final class GenMailService001 {

    int computeTotal(int score) { // ok: QUA-METHOD-NAMING
        int Result_value = score * 2; // expect: QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }

    String findName(String word) {
        if (word.isBlank()) {
            return null; // ok: QUA-RETURN-NULL-COLLECTION
        }
        return word.trim();
    }

    boolean isValid(String key) {
        if (key == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return key.length() > 2;
    }

    ArrayList<String> names(String items) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(items);
        return out;
    }
}
