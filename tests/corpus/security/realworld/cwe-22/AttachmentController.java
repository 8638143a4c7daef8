// expect: CWE-22 @ 30
// note: @PathVariable file name resolved against the attachment root → Files.newInputStream, no normalisation check
package com.helpdesk.attachments;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AttachmentController {

    private final Path root;

    public AttachmentController(@Value("${attachments.dir}") String dir) {
        this.root = Paths.get(dir).toAbsolutePath().normalize();
    }

    @GetMapping("/tickets/{ticketId}/attachments/{fileName}")
    public ResponseEntity<InputStreamResource> download(@PathVariable long ticketId, @PathVariable String fileName)
            throws IOException {
        Path file = root.resolve(ticketId + "/" + fileName);
        InputStream in = Files.newInputStream(file);
        return ResponseEntity.ok().body(new InputStreamResource(in));
    }
}
