// expect: none (CWE-78 safe)
// safe: host validated by regex, passed as its own argv element (no shell) (source getParameterMap().get("user")[0]; flow: String.format)

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe001")
public class Cwe078Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String input = userValues == null ? "" : userValues[0];
        String data = String.format("%s", input);
        if (!data.matches("[A-Za-z0-9.-]{1,253}") || data.startsWith("-")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Process proc = Runtime.getRuntime().exec(new String[] {"nslookup", data});

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
