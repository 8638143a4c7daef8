// expect: CWE-732 @ 15
// note: rotated audit log created with asFileAttribute(fromString("rw-rw-rw-")) so any local user can rewrite it
package com.compliance.audit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;

public class AuditLogRotator {

    public Path rotate(Path logDir) throws IOException {
        Path next = logDir.resolve("audit-" + LocalDate.now() + ".log");
        return Files.createFile(next, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-rw-rw-")));
    }
}
