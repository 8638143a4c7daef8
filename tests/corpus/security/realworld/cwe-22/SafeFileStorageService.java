// expect: none (CWE-22 safe)
// note: public save() normalises root.resolve(folder/name) and throws unless the result stays under root
package com.kitchen.common.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class SafeFileStorageService {

    private final Path root;

    public SafeFileStorageService(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    public Path save(String folder, String name, byte[] content) throws IOException {
        Path file = contained(root.resolve(folder).resolve(name));
        Files.createDirectories(file.getParent());
        return Files.write(file, content);
    }

    private Path contained(Path candidate) {
        Path normalized = candidate.normalize();
        if (!normalized.startsWith(root)) {
            throw new SecurityException("path escapes storage root");
        }
        return normalized;
    }
}
