import java.util.Collections;
import java.util.List;
import java.util.Random;

class GenBookRepository070 {

    public int dice(int count) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < count; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    List<String> findTags(String label) {
        if (label == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(label);
    }

    public int compute(int total) {
        int count = 0; // ok: QUA-DEAD-STORE
        if (total > 10) {
            count = total * 3;
        }
        return count;
    }

    public String clean(String source) {
        String t = source.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }

    public int length(String data) {
        try {
            return data.length();
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        }
    }

    public Integer box(int amount) {
        return new Integer(amount); // expect: QUA-WRAPPER-CONSTRUCTOR
    }
}
