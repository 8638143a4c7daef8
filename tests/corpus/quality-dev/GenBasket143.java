import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

public class GenBasket143 {
    private static int created = 0;

    public void register() {
        created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }

    public void reset(List<String> source) {
        source.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    public int clamp(int n) {
        if (n > 100); // expect: QUA-EMPTY-STATEMENT
        {
            n = 100;
        }
        return n;
    }

    public int countMatches(List<String> text) {
        int n = 0;
        for (String s : text) {
            if (Pattern.compile("[0-9]+").matcher(s).matches()) { // expect: QUA-OBJECT-IN-LOOP
                n++;
            }
        }
        return n;
    }

    List<String> findTags(String data) {
        if (data == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return List.of(data);
    }

    public int compute(int score) {
        int width = 0; // ok: QUA-DEAD-STORE
        if (score > 10) {
            width = score * 3;
        }
        return width;
    }
}
