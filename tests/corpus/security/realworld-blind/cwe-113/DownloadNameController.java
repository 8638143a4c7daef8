// expect: CWE-113 @ 25
// note: @RequestParam filename placed in the Content-Disposition header via ResponseEntity.header without removing CR/LF
package com.drive.share;

import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DownloadNameController {
    private final BlobStore blobs;

    public DownloadNameController(BlobStore blobs) {
        this.blobs = blobs;
    }

    @GetMapping("/share/{blobId}")
    public ResponseEntity<Resource> download(@PathVariable long blobId, @RequestParam("as") String saveAs) {
        Resource blob = blobs.load(blobId);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + saveAs + "\"")
                .body(blob);
    }
}

interface BlobStore {
    Resource load(long id);
}
