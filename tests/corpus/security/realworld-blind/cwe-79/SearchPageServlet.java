// expect: CWE-79 @ 23
// note: the search term from the query string is echoed into the HTML results page through response.getWriter().printf
package com.library.opac;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class SearchPageServlet extends HttpServlet {
    private transient CatalogIndex index;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String term = req.getParameter("q");
        List<String> titles = index.search(term);
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body>");
        out.printf("<h2>%d results for <em>%s</em></h2>%n", titles.size(), term);
        out.println("<ul>");
        for (String title : titles) {
            out.println("<li>" + org.owasp.encoder.Encode.forHtml(title) + "</li>");
        }
        out.println("</ul></body></html>");
    }
}

interface CatalogIndex {
    List<String> search(String term);
}
