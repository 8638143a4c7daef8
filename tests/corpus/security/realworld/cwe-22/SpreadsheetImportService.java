// expect: CWE-22 @ 21
// note: public method copies an uploaded stream to a path derived from its sheetName parameter → Files.newOutputStream
package com.budgetbook.imports;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

public class SpreadsheetImportService {

    private final Path incoming;

    public SpreadsheetImportService(Path incoming) {
        this.incoming = incoming;
    }

    public Path stage(String sheetName, InputStream content) throws IOException {
        String target = String.format("%s/%s.xlsx", incoming, sheetName);
        try (OutputStream out = Files.newOutputStream(Path.of(target))) {
            content.transferTo(out);
        }
        return Path.of(target);
    }
}
