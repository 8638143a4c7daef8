// expect: CWE-79
// source: a parameter name (getParameterNames); flow: Base64 encode/decode round trip; sink: getWriter().write(<input value=arg>) [sink inside static Worker79V10.renderPage() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln010")
public class Cwe079Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                raw = n.substring(4);
                break;
            }
        }
        String encoded = Base64.getEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
        String arg = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        Worker79V10.renderPage(arg, request, response);
    }
}

final class Worker79V10 {
    private Worker79V10() {
    }

    static void renderPage(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getWriter().write("<input name=\"q\" value=\"" + arg + "\">");
    }
}
