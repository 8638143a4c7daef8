// expect: none (CWE-400 safe)
// note: inflation stops after MAX_TOTAL bytes and MAX_ENTRIES entries
package com.docdrop.archives;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class ZipBombLimiter {

    private static final int MAX_ENTRIES = 1_000;
    private static final long MAX_TOTAL = 100L * 1024 * 1024;

    @PostMapping("/archives/inspect")
    public List<Integer> inspect(@RequestParam MultipartFile archive) throws IOException {
        List<Integer> sizes = new ArrayList<>();
        long total = 0;
        try (ZipInputStream zip = new ZipInputStream(archive.getInputStream())) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (sizes.size() >= MAX_ENTRIES) {
                    throw new IOException("too many entries");
                }
                byte[] content = zip.readNBytes((int) Math.min(MAX_TOTAL - total, Integer.MAX_VALUE - 8));
                total += content.length;
                if (total >= MAX_TOTAL) {
                    throw new IOException("archive expands too much");
                }
                sizes.add(content.length);
            }
        }
        return sizes;
    }
}
