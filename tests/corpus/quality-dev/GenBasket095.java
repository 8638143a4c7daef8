import java.util.List;

public final class GenBasket095 {

    public String join(List<String> entry) {
        String out = "";
        for (String s : entry) {
            out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        return out;
    }

    public boolean isText(Object data) {
        return data != null && data instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    public boolean hasName(String entry) {
        return entry != null && !entry.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
    }

    public boolean isZero(double data) {
        return data == 0.1; // expect: QUA-FLOAT-EQUALITY
    }

    public int compute(int total) {
        int tripled = 0; // expect: QUA-DEAD-STORE
        tripled = total * 3;
        return tripled;
    }
}
