import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

public class CsvExporter {

    private final String separator;

    public CsvExporter(String separator) {
        this.separator = separator;
    }

    public void export(List<String[]> rows, String path) {
        try (PrintWriter out = new PrintWriter(path)) {
            for (String[] row : rows) {
                out.println(String.join(separator, row));
            }
        } catch (IOException e) {
            e.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
        }
    }

    public String header(String... names) {
        String separator = ";"; // expect: QUA-HIDDEN-FIELD
        return String.join(separator, names);
    }
}
