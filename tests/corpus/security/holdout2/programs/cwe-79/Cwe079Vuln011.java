// expect: CWE-79
// source: first line of the body (getReader); flow: URLDecoder.decode; sink: getWriter().format(Locale, html %s, cleaned)

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln011")
public class Cwe079Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            input = line == null ? "" : line.trim();
        }
        String cleaned = URLDecoder.decode(input, StandardCharsets.UTF_8);
        response.setContentType("text/html");
        response.getWriter().format(Locale.ROOT, "<p>You searched for %s</p>", cleaned);
    }
}
