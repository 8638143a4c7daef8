// expect: none (CWE-732 safe)
// note: shared report written with rw-r----- (owner write, group read, nothing for others) via setPosixFilePermissions
package com.insightly.share;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class ReportSharePublisher {

    public Path publish(Path shareDir, String reportName, byte[] pdf) throws IOException {
        Path out = shareDir.resolve(reportName.replaceAll("[^A-Za-z0-9._-]", "_") + ".pdf");
        Files.write(out, pdf);
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-r-----"));
        return out;
    }
}
