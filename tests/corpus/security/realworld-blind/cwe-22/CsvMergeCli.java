// expect: CWE-22 @ 20
// expect: CWE-22 @ 22
// note: CLI program opens the output and input paths given in args (FileWriter, Path.of) without restriction
package tools.csv;

import java.io.BufferedWriter;
import java.io.FileWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class CsvMergeCli {

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: CsvMergeCli <out.csv> <in1.csv> <in2.csv>...");
            return;
        }
        try (BufferedWriter out = new BufferedWriter(new FileWriter(args[0]))) {
            for (int i = 1; i < args.length; i++) {
                List<String> lines = Files.readAllLines(Path.of(args[i]));
                for (String line : lines.subList(i == 1 ? 0 : 1, lines.size())) {
                    out.write(line);
                    out.newLine();
                }
            }
        }
    }
}
