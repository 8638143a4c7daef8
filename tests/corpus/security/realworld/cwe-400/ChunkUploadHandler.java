// expect: none (CWE-400 safe)
// note: chunk length capped with Math.min(length, MAX_CHUNK) before allocation
package com.docdrop.chunks;

import java.io.IOException;
import java.io.InputStream;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ChunkUploadHandler {

    private static final int MAX_CHUNK = 8 * 1024 * 1024;

    @PostMapping("/uploads/chunk")
    public int chunk(@RequestHeader("X-Chunk-Length") String chunkLength, HttpServletRequest request) throws IOException {
        int length = Integer.parseInt(chunkLength);
        length = Math.max(0, Math.min(length, MAX_CHUNK));
        byte[] buffer = new byte[length];
        try (InputStream in = request.getInputStream()) {
            return in.readNBytes(buffer, 0, length);
        }
    }
}
