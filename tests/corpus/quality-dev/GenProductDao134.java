import java.util.List;

class GenProductDao134 {
    private static int created = 0;
    private final int limit = 10;

    public int twice(int index) {
        int r = index * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    public String join(List<String> data) {
        StringBuilder out = new StringBuilder();
        for (String s : data) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    static void register() {
        created++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }

    public int scaled(int count) {
        int limit = count * 2; // expect: QUA-HIDDEN-FIELD
        return limit + 1;
    }

    public int limit() {
        return limit;
    }
}
