// expect: CWE-79
// source: getParameterMap().get("user")[0]; flow: array element holding the input; sink: getWriter().println("<h1>" + bar)

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln001")
public class Cwe079Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String param = userValues == null ? "" : userValues[0];
        String[] parts = new String[] {"guest", param, "end"};
        String bar = parts[1];
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<h1>Hello " + bar + "</h1>");
    }
}
