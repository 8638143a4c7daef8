// expect: none (CWE-22 safe)
// note: getCanonicalPath of the requested file must start with the canonical export directory plus separator before reading
package com.bank.statements;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class SecureExportDownload extends HttpServlet {
    private static final File EXPORT_DIR = new File("/var/bank/exports");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        File requested = new File(EXPORT_DIR, req.getParameter("file"));
        String base = EXPORT_DIR.getCanonicalPath() + File.separator;
        if (!requested.getCanonicalPath().startsWith(base)) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        resp.setContentType("application/pdf");
        Files.copy(requested.toPath(), resp.getOutputStream());
    }
}
