import java.util.List;

public final class GenStudent051 {

    public String clean(String input) {
        String t = input.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }

    public int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
        return a + b + c + d + e + f + g + h;
    }

    public boolean isMissing(String word) {
        return word.equals(null); // expect: QUA-EQUALS-NULL
    }

    public int sizeOf(List<?> label) { // ok: QUA-RAW-TYPE
        return label.size();
    }

    public boolean done(boolean value) {
        if (value == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            return !value;
        }
        return value;
    }
}
