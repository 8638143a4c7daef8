// expect: none (CWE-22 safe)
// note: each entry's resolved path normalised and checked with startsWith(target) before Files.copy
package com.notekeeper.backup;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

public class BackupRestoreArchive {

    public void restore(InputStream uploadedZip, Path target) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(uploadedZip)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path out = target.resolve(entry.getName()).normalize();
                if (!out.startsWith(target.normalize())) {
                    throw new IOException("entry outside target: rejected");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    Files.copy(zip, out, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
