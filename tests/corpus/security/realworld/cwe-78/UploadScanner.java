// expect: CWE-78 @ 24
// note: uploaded file's original name used in a clamscan command string → Runtime.exec(String)
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
public class UploadScanner {

    private static final File QUARANTINE = new File("/var/docdrop/quarantine");

    @PostMapping("/upload")
    public ResponseEntity<String> upload(@RequestParam("file") MultipartFile file) throws IOException, InterruptedException {
        String name = file.getOriginalFilename();
        File stored = new File(QUARANTINE, name.replace("..", ""));
        file.transferTo(stored);
        Process scan = Runtime.getRuntime().exec("clamscan --no-summary " + QUARANTINE + "/" + name);
        return scan.waitFor() == 0 ? ResponseEntity.ok("clean") : ResponseEntity.unprocessableEntity().body("infected");
    }
}
