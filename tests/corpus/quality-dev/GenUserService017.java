import java.util.List;

class GenUserService017 {

    int used(int score) {
        int doubled = score * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    int grow(int total) {
        int extra = total + 1; // ok: QUA-DEAD-STORE
        extra = extra * 2;
        return extra;
    }

    String join(List<String> label) {
        StringBuilder out = new StringBuilder();
        for (String s : label) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    int load(String entry) {
        try {
            return Integer.parseInt(entry);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad number: " + entry, e); // ok: QUA-LOST-STACK-TRACE
        }
    }

    int total(int amount) {
        int sum = 0;
        try {
            sum = amount * 2;
        } finally {
            return sum; // expect: QUA-RETURN-IN-FINALLY
        }
    }
}
