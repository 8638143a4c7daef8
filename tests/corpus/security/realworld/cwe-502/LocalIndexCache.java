// expect: none (CWE-502 safe)
// note: ObjectInputStream reads a cache file this process wrote itself under a configured directory; no outside input
package com.searchlite.index;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

public class LocalIndexCache {

    private final Path cacheFile;

    public LocalIndexCache(Path configuredCacheDir) {
        this.cacheFile = configuredCacheDir.resolve("term-index.ser");
    }

    public void save(HashMap<String, Integer> index) throws IOException {
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(cacheFile))) {
            out.writeObject(index);
        }
    }

    @SuppressWarnings("unchecked")
    public Map<String, Integer> load() throws IOException, ClassNotFoundException {
        if (!Files.exists(cacheFile)) {
            return new HashMap<>();
        }
        try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(cacheFile))) {
            return (Map<String, Integer>) in.readObject();
        }
    }
}
