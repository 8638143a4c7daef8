// expect: CWE-400 @ 25
// note: uploaded ZIP entries inflated fully into memory with readAllBytes; entry count and size unbounded
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
public class ZipBombGuard {

    @PostMapping("/archives/inspect")
    public List<Integer> inspect(@RequestParam MultipartFile archive) throws IOException {
        List<Integer> sizes = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(archive.getInputStream())) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                byte[] content = zip.readAllBytes();
                sizes.add(content.length);
            }
        }
        return sizes;
    }
}
