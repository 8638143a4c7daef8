import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

public class ReportWriter {

    private final String path;

    public ReportWriter(String path) {
        this.path = path;
    }

    public void write(List<String> lines) throws IOException {
        PrintWriter out = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            out = new PrintWriter(new FileWriter(path));
            for (String line : lines) {
                out.println(line);
            }
        } finally {
            if (out != null) {
                out.close();
            }
        }
    }

    public void append(String line) throws IOException {
        FileWriter fw = new FileWriter(path, true); // expect: DES-RESOURCE-LEAK
        fw.write(line + System.lineSeparator());
        fw.flush();
    }
}
