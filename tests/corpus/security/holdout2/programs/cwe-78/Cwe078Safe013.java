// expect: none (CWE-78 safe)
// safe: allow-list of tool names (source first value of getHeaders("X-Tag"); flow: private static helper with fallback)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe013")
public class Cwe078Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String pickFirst(String a, String b) {
        return (a != null && !a.isEmpty()) ? a : b;
    }

    private static final Set<String> TOOLS = Set.of("uptime", "date", "whoami");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            raw = tagHeaders.nextElement();
        }
        String arg = pickFirst(raw, "fallback");
        if (!TOOLS.contains(arg)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Process proc = new ProcessBuilder("/usr/bin/" + arg).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
