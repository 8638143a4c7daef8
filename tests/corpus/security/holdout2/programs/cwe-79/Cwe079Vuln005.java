// expect: CWE-79
// source: getParameter("name"); flow: String.format; sink: getOutputStream().write(html bytes) [sink inside static Worker79V5.renderPage() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln005")
public class Cwe079Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getParameter("name");
        if (userValue == null) {
            userValue = "";
        }
        String bar = String.format("%s", userValue);
        Worker79V5.renderPage(bar, request, response);
    }
}

final class Worker79V5 {
    private Worker79V5() {
    }

    static void renderPage(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getOutputStream().write(("<span>" + bar + "</span>").getBytes(StandardCharsets.UTF_8));
    }
}
