// expect: none (CWE-78 safe)
// note: target format from the request is checked against an allow-list Set with early exit; ffmpeg invoked with an argv array, input file name is a server-generated UUID
package com.streamco.transcode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.UUID;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class VideoTranscoder extends HttpServlet {
    private static final Set<String> FORMATS = Set.of("mp4", "webm", "mkv");
    private static final Path SPOOL = Path.of("/data/spool");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException, ServletException {
        String format = req.getParameter("format");
        if (!FORMATS.contains(format)) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unsupported format");
            return;
        }
        UUID jobId = UUID.randomUUID();
        Path input = SPOOL.resolve(jobId + ".src");
        req.getPart("video").write(input.toString());
        Path output = SPOOL.resolve(jobId + "." + format);
        String[] argv = {"/usr/bin/ffmpeg", "-nostdin", "-i", input.toString(), output.toString()};
        Runtime.getRuntime().exec(argv);
        resp.setStatus(HttpServletResponse.SC_ACCEPTED);
        resp.getWriter().write(jobId.toString());
    }
}
