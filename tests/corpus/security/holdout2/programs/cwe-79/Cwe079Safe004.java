// expect: none (CWE-79 safe)
// safe: allow-list Set.contains with early return (source getParameterValues("item")[0]; sink: PrintWriter.append chain [sink inside private method renderPage()])

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe004")
public class Cwe079Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");

    private void renderPage(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.append("<table><tr><td>").append(bar).append("</td></tr></table>");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String input = (values != null && values.length > 0) ? values[0] : "";
        if (!ALLOWED.contains(input)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String bar = input;
        renderPage(bar, request, response);
    }
}
