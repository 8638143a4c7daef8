// expect: CWE-78 @ 26
// note: uploaded file's original name is put into a shell string for ImageMagick and run with sh -c through ProcessBuilder
package com.photoshare.media;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@Service
public class ThumbnailService {
    private final Path workDir = Path.of("/var/lib/photoshare/incoming");

    public Path makeThumbnail(MultipartFile upload) throws IOException, InterruptedException {
        String original = upload.getOriginalFilename();
        Path stored = Files.createTempFile(workDir, "up-", ".img");
        upload.transferTo(stored);
        String cmd = "convert " + stored + " -resize 256x256 '" + workDir.resolve("thumbs") + "/" + original + "'";
        Process p = new ProcessBuilder("/bin/sh", "-c", cmd).redirectErrorStream(true).start();
        p.waitFor(30, TimeUnit.SECONDS);
        return workDir.resolve("thumbs").resolve(stored.getFileName());
    }
}

@RestController
class ThumbnailController {
    private final ThumbnailService thumbnails;

    ThumbnailController(ThumbnailService thumbnails) {
        this.thumbnails = thumbnails;
    }

    @PostMapping("/photos")
    ResponseEntity<String> upload(@RequestParam("file") MultipartFile file) throws Exception {
        return ResponseEntity.ok(thumbnails.makeThumbnail(file).getFileName().toString());
    }
}
