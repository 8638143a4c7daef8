import java.util.ArrayList;
import java.util.List;

class GenCartService049 {

    int check(int amount) throws Exception {
        if (amount < 0) {
            throw new Exception("negative: " + amount); // expect: QUA-GENERIC-EXCEPTION
        }
        return amount;
    }

    List<String> names(String entry) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(entry);
        return out;
    }

    private int helper(int total) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return total + 1;
    }

    boolean isValid(String word) {
        if (word == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return word.length() > 2;
    }

    Integer box(int amount) {
        return new Integer(amount); // expect: QUA-WRAPPER-CONSTRUCTOR
    }
}
