// expect: none (CWE-79 safe)
// safe: private helper: regex-validated [A-Za-z0-9_]{1,32} or a constant (source a parameter name (getParameterNames); sink: getWriter().print(cleaned) inside a script block)

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe012")
public class Cwe079Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String validName(String s) {
        return s != null && s.matches("[A-Za-z0-9_]{1,32}") ? s : "invalid";
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                input = n.substring(4);
                break;
            }
        }
        String cleaned = validName(input);
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.print("<script>var user = '");
        out.print(cleaned);
        out.print("';</script>");
    }
}
