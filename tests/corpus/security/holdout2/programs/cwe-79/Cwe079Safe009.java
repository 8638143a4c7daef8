// expect: none (CWE-79 safe)
// safe: URLEncoder.encode inside an href query value [sink inside static Worker79S9.renderPage() of a second top-level class] (source first value of getHeaders("X-Tag"); flow: Function lambda (toLowerCase))

package corpus.security;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.function.Function;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe009")
public class Cwe079Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            input = tagHeaders.nextElement();
        }
        Function<String, String> lower = s -> s.toLowerCase();
        String selected = lower.apply(input);
        Worker79S9.renderPage(selected, request, response);
    }
}

final class Worker79S9 {
    private Worker79S9() {
    }

    static void renderPage(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        String q = URLEncoder.encode(selected, StandardCharsets.UTF_8);
        response.getWriter().println("<a href=\"/search?q=" + q + "\">search again</a>");
    }
}
