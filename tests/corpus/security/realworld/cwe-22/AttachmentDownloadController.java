// expect: none (CWE-22 safe)
// note: resolved path normalised and checked with startsWith(root) before Files.newInputStream; 404 otherwise
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
public class AttachmentDownloadController {

    private final Path root;

    public AttachmentDownloadController(@Value("${attachments.dir}") String dir) {
        this.root = Paths.get(dir).toAbsolutePath().normalize();
    }

    @GetMapping("/tickets/{ticketId}/attachments/{fileName}")
    public ResponseEntity<InputStreamResource> download(@PathVariable long ticketId, @PathVariable String fileName)
            throws IOException {
        Path file = root.resolve(ticketId + "/" + fileName).normalize();
        if (!file.startsWith(root.resolve(String.valueOf(ticketId)))) {
            return ResponseEntity.notFound().build();
        }
        InputStream in = Files.newInputStream(file);
        return ResponseEntity.ok().body(new InputStreamResource(in));
    }
}
