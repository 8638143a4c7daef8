// expect: none (CWE-22 safe)
// note: servlet page parameter checked against a fixed set of manual chapters before new FileReader
package com.legacyerp.help;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

public class ManualIndexServlet extends HttpServlet {

    private static final List<String> CHAPTERS = List.of("getting-started", "invoicing", "stock", "payroll", "faq");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String page = req.getParameter("page");
        if (page == null || !CHAPTERS.contains(page)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String docs = getServletContext().getRealPath("/WEB-INF/manual");
        resp.setContentType("text/plain;charset=UTF-8");
        try (BufferedReader reader = new BufferedReader(new FileReader(docs + "/" + page + ".txt"))) {
            reader.transferTo(resp.getWriter());
        }
    }
}
