import java.util.List;

public class GenGarage123 {

    public int sizeOf(List entry) { // expect: QUA-RAW-TYPE
        return entry.size();
    }

    public int grow(int score) {
        int result = score + 1; // ok: QUA-DEAD-STORE
        result = result * 2;
        return result;
    }

    public String findName(String text) {
        if (text.isBlank()) {
            return null; // ok: QUA-RETURN-NULL-COLLECTION
        }
        return text.trim();
    }

    public int used(int age) {
        int half = age / 2; // expect: QUA-UNUSED-LOCAL
        return age;
    }

    public int Compute_Total(int n) { // expect: QUA-METHOD-NAMING
        return n * 2;
    }
}
