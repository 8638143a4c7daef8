// expect: CWE-209 @ 22
// note: servlet catch block prints the stack trace to the response writer
package com.legacyerp.reports;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

public class ReportServlet extends HttpServlet {

    private final ReportEngine engine = new ReportEngine();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            resp.setContentType("application/pdf");
            engine.render(Long.parseLong(req.getParameter("id")), resp.getOutputStream());
        } catch (Exception e) {
            resp.setStatus(500);
            resp.setContentType("text/plain");
            e.printStackTrace(resp.getWriter());
        }
    }

    static class ReportEngine {
        void render(long id, java.io.OutputStream out) throws Exception {
            out.write(new byte[0]);
        }
    }
}
