// expect: CWE-79
// source: first value of getHeaders("X-Tag"); flow: ternary on a constant that picks the input; sink: PrintWriter.append chain

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln006")
public class Cwe079Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 10;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            param = tagHeaders.nextElement();
        }
        String selected = LIMIT > 5 ? param : "none";
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.append("<table><tr><td>").append(selected).append("</td></tr></table>");
    }
}
