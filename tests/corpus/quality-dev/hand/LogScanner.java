import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Scanner;
import java.util.stream.Stream;

public class LogScanner {

    public long countErrors(Path log) throws IOException {
        Stream<String> lines = Files.lines(log); // expect: DES-RESOURCE-LEAK
        return lines.filter(l -> l.contains("ERROR")).count();
    }

    public long countWarnings(Path log) throws IOException {
        try (Stream<String> lines = Files.lines(log)) { // ok: DES-RESOURCE-LEAK
            return lines.filter(l -> l.contains("WARN")).count();
        }
    }

    public String firstLine(File f) throws FileNotFoundException {
        Scanner sc = new Scanner(f); // expect: DES-RESOURCE-LEAK
        return sc.hasNextLine() ? sc.nextLine() : "";
    }
}
