import java.io.BufferedReader;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

public class FileReport {

    public List<String> readLines(String path) throws IOException {
        List<String> lines = new ArrayList<>();
        BufferedReader reader = new BufferedReader(new FileReader(path));
        try { // expect: QUA-TRY-WITH-RESOURCES
            String line;
            while ((line = reader.readLine()) != null) {
                lines.add(line);
            }
        } finally {
            reader.close();
        }
        return lines;
    }

    public void write(String path, List<String> lines) throws IOException {
        try (PrintWriter out = new PrintWriter(new FileWriter(path))) { // ok: QUA-TRY-WITH-RESOURCES
            for (String l : lines) {
                out.println(l);
            }
        }
    }

    public int countWords(String path) {
        int words = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(path))) {
            String line;
            while ((line = r.readLine()) != null) {
                words += line.split("\\s+").length;
            }
        } catch (IOException e) { // expect: DES-SWALLOWED-EXCEPTION
            e.printStackTrace(); // ok: STY-PRINT-STACK-TRACE
        }
        return words;
    }
}
