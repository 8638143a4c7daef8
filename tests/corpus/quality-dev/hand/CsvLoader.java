import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class CsvLoader {

    private final char separator;

    public CsvLoader(char separator) {
        this.separator = separator;
    }

    public List<String[]> load(Path file) {
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                rows.add(line.split(String.valueOf(separator)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return rows;
    }

    public int columnCount(Path file) {
        List<String[]> rows = load(file);
        return rows.isEmpty() ? 0 : rows.get(0).length;
    }
}
