// expect: none (CWE-117 safe)
// note: CLI logs only counts and the file name after stripping CR/LF with replace("\n", "") / replace("\r", "")
package tools.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Logger;

public class CliImportReporter {
    private static final Logger LOG = Logger.getLogger(CliImportReporter.class.getName());

    public static void main(String[] args) throws IOException {
        String input = args.length > 0 ? args[0] : "import.csv";
        long lines;
        try (var stream = Files.lines(Path.of("/data/import").resolve(Path.of(input).getFileName()))) {
            lines = stream.count();
        }
        String safeName = input.replace("\n", "").replace("\r", "");
        LOG.info(() -> "imported " + lines + " lines from " + safeName);
    }
}
