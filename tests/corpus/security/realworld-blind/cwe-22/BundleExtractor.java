// expect: CWE-22 @ 31
// note: zip slip: entry names from an uploaded archive are joined to the target directory and written with FileOutputStream without a containment check
package com.pluginhost.install;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

public class BundleExtractor {
    private final File pluginsDir;

    public BundleExtractor(File pluginsDir) {
        this.pluginsDir = pluginsDir;
    }

    public int extract(InputStream uploadedBundle) throws IOException {
        int count = 0;
        try (ZipInputStream zip = new ZipInputStream(uploadedBundle)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                File out = new File(pluginsDir, entry.getName());
                if (entry.isDirectory()) {
                    out.mkdirs();
                    continue;
                }
                out.getParentFile().mkdirs();
                try (OutputStream os = new FileOutputStream(out)) {
                    zip.transferTo(os);
                }
                count++;
            }
        }
        return count;
    }
}
