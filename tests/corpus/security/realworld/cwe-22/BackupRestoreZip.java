// expect: CWE-22 @ 24
// note: zip entry names written out under the restore dir without checking (zip slip) → Files.copy to resolve(entry.getName())
package com.notekeeper.backup;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

public class BackupRestoreZip {

    public void restore(InputStream uploadedZip, Path target) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(uploadedZip)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path out = target.resolve(entry.getName());
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
