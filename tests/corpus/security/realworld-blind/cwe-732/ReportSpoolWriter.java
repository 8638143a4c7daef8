// expect: CWE-732 @ 20
// note: exported report with customer data written then chmod'ed to rwxrwxrwx via PosixFilePermissions.fromString
package com.insurer.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class ReportSpoolWriter {
    private final Path spool;

    public ReportSpoolWriter(Path spool) {
        this.spool = spool;
    }

    public Path write(long reportId, byte[] pdf) throws IOException {
        Path target = spool.resolve("report-" + reportId + ".pdf");
        Files.write(target, pdf);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxrwxrwx"));
        return target;
    }
}
