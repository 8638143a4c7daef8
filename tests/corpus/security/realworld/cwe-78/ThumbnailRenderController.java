// expect: none (CWE-78 safe)
// note: size checked against NNNxNNN regex with early 400; fixed program with argument array
package com.photoshare.media;

import java.io.File;
import java.io.IOException;
import java.util.UUID;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ThumbnailRenderController {

    @Value("${media.root}")
    private String mediaRoot;

    @PostMapping("/photos/{id}/thumbnail")
    public ResponseEntity<String> render(@RequestParam UUID id, @RequestParam(defaultValue = "320x240") String size)
            throws IOException, InterruptedException {
        File source = new File(mediaRoot, id + ".jpg");
        File target = new File(mediaRoot, id + "-thumb.jpg");
        if (!size.matches("\\d{2,4}x\\d{2,4}")) {
            return ResponseEntity.badRequest().body("bad size");
        }
        Process p = Runtime.getRuntime().exec(new String[] {"convert", source.getPath(), "-resize", size, target.getPath()});
        int code = p.waitFor();
        return code == 0 ? ResponseEntity.ok(target.getName()) : ResponseEntity.internalServerError().build();
    }
}
