// expect: CWE-79
// source: getHeader("X-Account"); flow: if on a constant that runs the tainted branch; sink: getWriter().println("<h1>" + selected)

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln008")
public class Cwe079Vuln008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = request.getHeader("X-Account");
        if (input == null) {
            input = "";
        }
        String selected = "n/a";
        if (!STRICT) {
            selected = input;
        }
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<h1>Hello " + selected + "</h1>");
    }
}
