// expect: CWE-22 @ 28
// note: @RequestParam file name resolved against the documents directory with Paths.get and read without normalisation or base check
package com.lawfirm.portal.documents;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DocumentDownloadController {
    private final String baseDir;

    public DocumentDownloadController(@Value("${portal.documents-dir}") String baseDir) {
        this.baseDir = baseDir;
    }

    @GetMapping("/documents/download")
    public ResponseEntity<byte[]> download(@RequestParam("name") String name) throws IOException {
        Path file = Paths.get(baseDir, name);
        byte[] content = Files.readAllBytes(file);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment")
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .body(content);
    }
}
