// expect: CWE-209 @ 24
// note: on failure the servlet prints the stack trace into the HTTP response writer
package com.crm.imports;

import java.io.IOException;
import java.io.PrintWriter;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class ImportStatusServlet extends HttpServlet {
    private transient ImportService imports;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/plain");
        PrintWriter out = resp.getWriter();
        try {
            int rows = imports.run(req.getInputStream());
            out.println("imported " + rows + " rows");
        } catch (Exception e) {
            resp.setStatus(500);
            e.printStackTrace(out);
        }
    }
}

interface ImportService {
    int run(java.io.InputStream csv) throws Exception;
}
