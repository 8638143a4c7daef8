// expect: CWE-732 @ 17
// note: OAuth token cache file made world-writable with setWritable(true, false)
package com.devcli.auth;

import java.io.File;
import java.io.FileWriter;
import java.io.IOException;

public class TokenCacheWriter {

    public static void save(String accessToken) throws IOException {
        File cache = new File(System.getProperty("user.home"), ".devcli/token");
        cache.getParentFile().mkdirs();
        try (FileWriter writer = new FileWriter(cache)) {
            writer.write(accessToken);
        }
        cache.setWritable(true, false);
    }
}
