// expect: none (CWE-113 safe)
// note: display name URL-encoded (RFC 5987 filename*) so CR/LF cannot reach the header
package com.docdrop.download;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class FileDownloadNameController {

    private final BlobStore blobs;

    public FileDownloadNameController(BlobStore blobs) {
        this.blobs = blobs;
    }

    @GetMapping("/files/{id}")
    public void download(@PathVariable long id, @RequestParam(defaultValue = "download.bin") String name,
                         HttpServletResponse response) throws IOException {
        String encoded = URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
        response.setHeader("Content-Disposition", "attachment; filename*=UTF-8''" + encoded);
        blobs.copyTo(id, response.getOutputStream());
    }
}

interface BlobStore {
    void copyTo(long id, java.io.OutputStream out) throws IOException;
}
