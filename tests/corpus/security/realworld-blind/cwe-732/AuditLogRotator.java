// expect: none (CWE-732 safe)
// note: rotated audit logs are restricted to owner read/write with setReadable/setWritable(false, false) then (true, true)
package com.audit.rotation;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;

public class AuditLogRotator {

    public File rotate(File current, int generation) throws IOException {
        File rotated = new File(current.getParentFile(), current.getName() + "." + generation);
        Files.move(current.toPath(), rotated.toPath(), StandardCopyOption.REPLACE_EXISTING);
        rotated.setReadable(false, false);
        rotated.setWritable(false, false);
        rotated.setReadable(true, true);
        rotated.setWritable(true, true);
        return rotated;
    }
}
