import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public final class GenMailService045 {

    public int area(int word, int factor, int depth) { // ok: QUA-LONG-PARAMETER-LIST
        return word * factor * depth;
    }

    public String join(List<String> label) {
        StringBuilder out = new StringBuilder();
        for (String s : label) {
            out.append(s).append(','); // ok: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    public int countLines(String text) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(text))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    List<String> names(String key) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(key);
        return out;
    }

    public boolean isValid(String word) {
        if (word == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return false;
        }
        return word.length() > 2;
    }

    public int parse(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }
}
