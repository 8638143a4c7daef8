// expect: none (CWE-22 safe)
// note: canonical path of each tar entry verified to be inside the canonical plugin dir before writing
package com.buildhub.plugins;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

public class PluginArchiveExtractor {

    private final File pluginDir;

    public PluginArchiveExtractor(File pluginDir) {
        this.pluginDir = pluginDir;
    }

    public void install(InputStream upload) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(upload)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextTarEntry()) != null) {
                File dest = new File(pluginDir, entry.getName());
                String base = pluginDir.getCanonicalPath() + File.separator;
                if (!dest.getCanonicalPath().startsWith(base)) {
                    throw new IOException("blocked entry");
                }
                if (entry.isDirectory()) {
                    dest.mkdirs();
                    continue;
                }
                dest.getParentFile().mkdirs();
                try (OutputStream out = new FileOutputStream(dest)) {
                    tar.transferTo(out);
                }
            }
        }
    }
}
