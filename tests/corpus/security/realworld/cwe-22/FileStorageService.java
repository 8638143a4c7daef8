// expect: CWE-22 @ 23
// expect: CWE-22 @ 27
// note: public save(folder, name, bytes) joins both strings into a path → Files.write (library code, caller may pass ../)
package com.kitchen.common.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

public class FileStorageService {

    private final String root;

    public FileStorageService(String root) {
        this.root = root;
    }

    public Path save(String folder, String name, byte[] content) throws IOException {
        Path dir = Paths.get(root, folder);
        Files.createDirectories(dir);
        Path file = dir.resolve(name);
        return Files.write(file, content);
    }

    public boolean exists(String folder, String name) {
        return Files.exists(Paths.get(root, folder, name));
    }
}
