import java.util.List;

class GenLedgerDao078 {

    boolean isEmpty(List<String> value) {
        return value.size() == 0; // expect: QUA-SIZE-ZERO
    }

    String show(int[] data) {
        return "values: " + data; // expect: QUA-ARRAY-TO-STRING
    }

    int twice(int amount) {
        int r = amount * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    String join(List<String> text) {
        String out = "";
        for (String s : text) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    boolean sameCount(Integer word, Integer other) {
        return word == other; // expect: QUA-OBJECT-IDENTITY
    }
}
