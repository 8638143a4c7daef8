// expect: CWE-78 @ 25
// note: @RequestParam size concatenated into an ImageMagick command string → Runtime.exec(String)
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
public class ThumbnailController {

    @Value("${media.root}")
    private String mediaRoot;

    @PostMapping("/photos/{id}/thumbnail")
    public ResponseEntity<String> render(@RequestParam UUID id, @RequestParam(defaultValue = "320x240") String size)
            throws IOException, InterruptedException {
        File source = new File(mediaRoot, id + ".jpg");
        File target = new File(mediaRoot, id + "-thumb.jpg");
        Process p = Runtime.getRuntime().exec("convert " + source.getPath() + " -resize " + size + " " + target.getPath());
        int code = p.waitFor();
        return code == 0 ? ResponseEntity.ok(target.getName()) : ResponseEntity.internalServerError().build();
    }
}
