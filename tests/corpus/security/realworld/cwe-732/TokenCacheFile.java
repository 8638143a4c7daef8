// expect: none (CWE-732 safe)
// note: OAuth token cache file writable by owner only (setWritable(true, true))
package com.devcli.auth;

import java.io.File;
import java.io.FileWriter;
import java.io.IOException;

public class TokenCacheFile {

    public static void save(String accessToken) throws IOException {
        File cache = new File(System.getProperty("user.home"), ".devcli/token");
        cache.getParentFile().mkdirs();
        try (FileWriter writer = new FileWriter(cache)) {
            writer.write(accessToken);
        }
        cache.setWritable(true, true);
    }
}
