// expect: none (CWE-732 safe)
// note: credentials cache file created with owner-only rw------- permissions
package com.cli.auth;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

public class TokenCacheFile {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    public void store(Path home, String token) throws IOException {
        Path dir = home.resolve(".acmecli");
        Files.createDirectories(dir);
        Path file = dir.resolve("token");
        if (Files.notExists(file)) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        }
        Files.setPosixFilePermissions(file, OWNER_ONLY);
        Files.writeString(file, token, StandardCharsets.UTF_8);
    }
}
