import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

class GenStockService061 {

    public int countLines(String input) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(input))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    public void log(List<String> entry, String result) {
        if (entry != null) { // ok: QUA-COLLAPSIBLE-IF
            if (!result.isEmpty()) {
                entry.add(result);
            }
            entry.add("end");
        }
    }

    ArrayList<String> names(String text) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(text);
        return out;
    }

    public String clean(String data) {
        String t = data.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }
}
