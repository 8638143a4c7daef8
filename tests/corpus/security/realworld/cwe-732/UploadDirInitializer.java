// expect: none (CWE-732 safe)
// note: upload directory created with owner-only permissions via PosixFilePermissions.asFileAttribute("rwx------")
package com.docdrop.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class UploadDirInitializer {

    public Path prepare(Path root) throws IOException {
        Path dir = root.resolve("incoming");
        if (!Files.exists(dir)) {
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        }
        return dir;
    }
}
