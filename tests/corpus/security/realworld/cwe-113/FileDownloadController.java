// expect: CWE-113 @ 24
// note: @RequestParam display name placed into Content-Disposition with HttpServletResponse.setHeader
package com.docdrop.download;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class FileDownloadController {

    private final BlobStore blobs;

    public FileDownloadController(BlobStore blobs) {
        this.blobs = blobs;
    }

    @GetMapping("/files/{id}")
    public void download(@PathVariable long id, @RequestParam(defaultValue = "download.bin") String name,
                         HttpServletResponse response) throws IOException {
        response.setHeader("Content-Disposition", "attachment; filename=\"" + name + "\"");
        blobs.copyTo(id, response.getOutputStream());
    }
}

interface BlobStore {
    void copyTo(long id, java.io.OutputStream out) throws IOException;
}
