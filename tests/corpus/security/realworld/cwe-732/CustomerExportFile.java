// expect: CWE-732 @ 15
// note: customer export file made world-readable with setReadable(true, false)
package com.crmsuite.exports;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

public class CustomerExportFile {

    public File write(File dir, List<String> rows) throws IOException {
        File out = new File(dir, "customers-" + System.currentTimeMillis() + ".csv");
        Files.write(out.toPath(), rows);
        out.setReadable(true, false);
        return out;
    }
}
