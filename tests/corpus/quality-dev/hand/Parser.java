import java.util.ArrayList;
import java.util.List;

public class Parser {

    private final String text;
    private int pos;

    public Parser(String text) {
        this.text = text;
    }

    public List<Integer> numbers() {
        List<Integer> out = new ArrayList<>();
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isDigit(c)) {
                int start = pos;
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                out.add(Integer.parseInt(text.substring(start, pos)));
            } else {
                pos++;
            }
        }
        return out;
    }

    public int parseOrDefault(String s, int def) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return def;
        }
    }

    public Integer safeParse(String s) {
        try {
            return Integer.valueOf(s.trim());
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return null;
        }
    }
}
