package reports.export;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class ReportExporter {

    public void writeCsv(String path, List<String> rows) throws IOException {
        BufferedWriter writer = new BufferedWriter(new FileWriter(path));
        try { // expect: QUA-TRY-WITH-RESOURCES
            for (String row : rows) {
                writer.write(row);
                writer.newLine();
            }
        } finally {
            writer.close();
        }
    }

    public String firstLine(String path) throws IOException {
        BufferedReader reader = new BufferedReader(new FileReader(path)); // expect: DES-RESOURCE-LEAK
        return reader.readLine();
    }

    public int countLines(String path) {
        try (BufferedReader reader = new BufferedReader(new FileReader(path))) { // ok: QUA-TRY-WITH-RESOURCES
            return (int) reader.lines().count();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e); // ok: QUA-LOST-STACK-TRACE
        }
    }

    public void deleteTemp(File temp) {
        try {
            Files.delete(temp.toPath());
        } catch (IOException e) { // expect: QUA-EMPTY-CATCH
            // ignore
        }
    }

    public List<String> readAll(String path) {
        try {
            return Files.readAllLines(Path.of(path));
        } catch (IOException e) {
            throw new IllegalStateException("could not read report"); // expect: QUA-LOST-STACK-TRACE
        }
    }
}
