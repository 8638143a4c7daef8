import java.util.ArrayList;
import java.util.List;

class GenLibrary135 {
    private static int created = 0;

    int used(int total) {
        int doubled = total * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    List<StringBuilder> buffers(int age) {
        List<StringBuilder> out = new ArrayList<>();
        for (int i = 0; i < age; i++) {
            out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
        }
        return out;
    }

    String findName(String value) {
        if (value.isBlank()) {
            return null; // ok: QUA-RETURN-NULL-COLLECTION
        }
        return value.trim();
    }

    static void register() {
        created++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }

    boolean isEmpty(List<String> entry) {
        return entry.isEmpty(); // ok: QUA-SIZE-ZERO
    }
}
