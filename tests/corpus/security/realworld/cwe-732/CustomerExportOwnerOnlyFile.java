// expect: none (CWE-732 safe)
// note: export file readable/writable by owner only (setReadable(true, true) after clearing all)
package com.crmsuite.exports;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

public class CustomerExportOwnerOnlyFile {

    public File write(File dir, List<String> rows) throws IOException {
        File out = new File(dir, "customers-" + System.currentTimeMillis() + ".csv");
        Files.write(out.toPath(), rows);
        out.setReadable(false, false);
        out.setWritable(false, false);
        out.setReadable(true, true);
        return out;
    }
}
