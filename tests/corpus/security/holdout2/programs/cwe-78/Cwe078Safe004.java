// expect: none (CWE-78 safe)
// safe: Map: reads a different (constant) key (source getParameter("name"); sink: exec(String[]{"cmd.exe","/c","dir " + bar}) [sink inside private method runTool()])

package corpus.security;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe004")
public class Cwe078Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void runTool(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Process proc = Runtime.getRuntime().exec(new String[] {"cmd.exe", "/c", "dir " + bar});

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameter("name");
        if (param == null) {
            param = "";
        }
        Map<String, String> fields = new HashMap<>();
        fields.put("input", param);
        fields.put("mode", "read");
        String bar = fields.get("mode");
        runTool(bar, request, response);
    }
}
