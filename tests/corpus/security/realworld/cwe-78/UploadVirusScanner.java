// expect: none (CWE-78 safe)
// note: upload stored under a random UUID name; clamscan gets that path as an array element
package com.docdrop.uploads;

import java.io.File;
import java.io.IOException;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class UploadVirusScanner {

    private static final File QUARANTINE = new File("/var/docdrop/quarantine");

    @PostMapping("/upload")
    public ResponseEntity<String> upload(@RequestParam("file") MultipartFile file) throws IOException, InterruptedException {
        File stored = new File(QUARANTINE, UUID.randomUUID() + ".bin");
        file.transferTo(stored);
        Process scan = Runtime.getRuntime().exec(new String[] {"clamscan", "--no-summary", stored.getAbsolutePath()});
        return scan.waitFor() == 0 ? ResponseEntity.ok("clean") : ResponseEntity.unprocessableEntity().body("infected");
    }
}
