// expect: none (CWE-209 safe)
// note: servlet logs the exception server-side and sends a plain 500 with a generic message
package com.legacyerp.reports;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

public class ReportPdfServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(ReportPdfServlet.class.getName());
    private final ReportServlet.ReportEngine engine = new ReportServlet.ReportEngine();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            resp.setContentType("application/pdf");
            engine.render(Long.parseLong(req.getParameter("id")), resp.getOutputStream());
        } catch (Exception e) {
            LOG.log(Level.SEVERE, "report rendering failed", e);
            resp.sendError(500, "Report could not be generated");
        }
    }
}
