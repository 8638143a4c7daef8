// expect: CWE-732 @ 20
// note: upload directory created with OTHERS_WRITE (and OTHERS_READ) in the permission set
package com.docdrop.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

public class UploadDirPreparer {

    public Path prepare(Path root) throws IOException {
        Path dir = Files.createDirectories(root.resolve("incoming"));
        Set<PosixFilePermission> perms = EnumSet.of(
                PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE,
                PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_EXECUTE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
        Files.setPosixFilePermissions(dir, perms);
        return dir;
    }
}
