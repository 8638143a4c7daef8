// expect: CWE-400 @ 18
// note: X-Chunk-Length header parsed and used directly as the size of a byte array allocation
package com.uploads.chunks;

import java.io.IOException;
import java.io.InputStream;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class ChunkReceiverServlet extends HttpServlet {
    private transient ChunkStore store;

    @Override
    protected void doPut(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int length = Integer.parseInt(req.getHeader("X-Chunk-Length"));
        byte[] chunk = new byte[length];
        try (InputStream in = req.getInputStream()) {
            int read = in.readNBytes(chunk, 0, length);
            store.append(req.getParameter("uploadId"), chunk, read);
        }
        resp.setStatus(204);
    }
}

interface ChunkStore {
    void append(String uploadId, byte[] data, int length);
}
