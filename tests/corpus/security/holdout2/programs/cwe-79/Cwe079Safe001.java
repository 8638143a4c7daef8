// expect: none (CWE-79 safe)
// safe: ESAPI encodeForHTML (source a parameter name (getParameterNames); flow: if on a constant that runs the tainted branch)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.owasp.esapi.ESAPI;

@WebServlet("/h2/cwe79/safe001")
public class Cwe079Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                userValue = n.substring(4);
                break;
            }
        }
        String data = "n/a";
        if (!STRICT) {
            data = userValue;
        }
        response.setContentType("text/html");
        response.getWriter().println("<h1>Hello " + ESAPI.encoder().encodeForHTML(data) + "</h1>");
    }
}
