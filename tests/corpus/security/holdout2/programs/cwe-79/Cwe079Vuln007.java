// expect: CWE-79
// source: getPathInfo(); flow: switch on a constant that picks the input; sink: getWriter().print(bar) inside a script block [sink inside private method renderPage()]

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln007/*")
public class Cwe079Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void renderPage(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.print("<script>var user = '");
        out.print(bar);
        out.print("';</script>");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String raw = pathInfo == null ? "" : pathInfo.substring(1);
        String bar;
        int mode = 2;
        switch (mode) {
            case 1:
                bar = "default";
                break;
            case 2:
                bar = raw;
                break;
            default:
                bar = "other";
                break;
        }
        renderPage(bar, request, response);
    }
}
