// expect: CWE-22 @ 24
// note: ZipFile entries from an uploaded theme bundle written to new File(target, entry.getName()) → Files.copy
package com.storebuilder.themes;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

public class ThemeBundleImporter {

    public int importBundle(File uploadedBundle, File themesDir) throws IOException {
        int written = 0;
        try (ZipFile zip = new ZipFile(uploadedBundle)) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                File out = new File(themesDir, entry.getName());
                out.getParentFile().mkdirs();
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, out.toPath());
                }
                written++;
            }
        }
        return written;
    }
}
