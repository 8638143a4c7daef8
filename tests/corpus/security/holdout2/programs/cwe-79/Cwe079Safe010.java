// expect: none (CWE-79 safe)
// safe: stream filter against an allow-list, constant default (source first line of the body (getReader); sink: getOutputStream().write(html bytes) [sink inside static Worker79S10.renderPage() of a second top-level class])

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe010")
public class Cwe079Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final List<String> KNOWN_VIEWS = List.of("summary", "detail", "chart");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            param = line == null ? "" : line.trim();
        }
        String cleaned = Stream.of(param).filter(KNOWN_VIEWS::contains).findFirst().orElse("summary");
        Worker79S10.renderPage(cleaned, request, response);
    }
}

final class Worker79S10 {
    private Worker79S10() {
    }

    static void renderPage(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getOutputStream().write(("<span>" + cleaned + "</span>").getBytes(StandardCharsets.UTF_8));
    }
}
