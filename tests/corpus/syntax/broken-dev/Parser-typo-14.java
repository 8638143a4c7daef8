import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

class Parser {
    static List<String[]> parse(String csv) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new StringReader(csv))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    contineu;
                }
                rows.add(line.split(","));
            }
        }
        return rows;
    }

    public static void main(String[] args) {
        try {
            List<String[]> rows = parse("a,b\n# comment\nc,d\n");
            System.out.println(rows.size() + " rows");
        } catch (IOException e) {
            System.err.println("cannot read: " + e.getMessage());
        } finally {
            System.out.println("done");
        }
    }
}
