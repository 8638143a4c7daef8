// expect: CWE-732 @ 19
// note: cache directory holding user session dumps created with OTHERS_WRITE and OTHERS_READ permissions
package com.appserver.cache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

public class SharedCacheDirectory {

    public Path prepare(Path root) throws IOException {
        Path dir = Files.createDirectories(root.resolve("session-dumps"));
        Set<PosixFilePermission> perms = EnumSet.of(
                PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
        Files.setPosixFilePermissions(dir, perms);
        return dir;
    }
}
