// expect: CWE-22 @ 31
// note: tar entries of an uploaded plugin written to new File(pluginDir, entry.getName()) (tar slip) via FileOutputStream
package com.buildhub.plugins;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

public class PluginArchiveInstaller {

    private final File pluginDir;

    public PluginArchiveInstaller(File pluginDir) {
        this.pluginDir = pluginDir;
    }

    public void install(InputStream upload) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(upload)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextTarEntry()) != null) {
                File dest = new File(pluginDir, entry.getName());
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
