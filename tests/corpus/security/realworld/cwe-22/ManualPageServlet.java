// expect: CWE-22 @ 19
// note: servlet parameter page appended to the docs folder → new FileReader, copied to the response
package com.legacyerp.help;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

public class ManualPageServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String page = req.getParameter("page");
        String docs = getServletContext().getRealPath("/WEB-INF/manual");
        resp.setContentType("text/plain;charset=UTF-8");
        try (BufferedReader reader = new BufferedReader(new FileReader(docs + "/" + page + ".txt"))) {
            reader.transferTo(resp.getWriter());
        }
    }
}
