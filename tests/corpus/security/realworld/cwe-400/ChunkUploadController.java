// expect: CWE-400 @ 18
// note: X-Chunk-Length header parsed and used directly as a byte[] allocation size
package com.docdrop.chunks;

import java.io.IOException;
import java.io.InputStream;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ChunkUploadController {

    @PostMapping("/uploads/chunk")
    public int chunk(@RequestHeader("X-Chunk-Length") String chunkLength, HttpServletRequest request) throws IOException {
        int length = Integer.parseInt(chunkLength);
        byte[] buffer = new byte[length];
        try (InputStream in = request.getInputStream()) {
            return in.readNBytes(buffer, 0, length);
        }
    }
}
