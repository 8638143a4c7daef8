// expect: CWE-22
// source: first value of getHeaders("X-Tag"); flow: private helper (trim); sink: Paths.get(REPORTS, bar) -> Files.readAllBytes [sink inside private method serveFile()]

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln002")
public class Cwe022Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String tidy(String s) {
        return s == null ? "" : s.trim();
    }

    private void serveFile(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Path report = Paths.get("/srv/reports", bar);
        byte[] content = Files.readAllBytes(report);
        response.setContentType("application/octet-stream");
        response.getOutputStream().write(content);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            input = tagHeaders.nextElement();
        }
        String bar = tidy(input);
        serveFile(bar, request, response);
    }
}
