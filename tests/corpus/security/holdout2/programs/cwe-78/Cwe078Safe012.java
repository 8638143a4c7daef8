// expect: none (CWE-78 safe)
// safe: switch maps the input to constants (source getParameterMap().get("user")[0]; sink: new ProcessBuilder().command("sh","-c","echo " + cleaned + " >> file"))

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe012")
public class Cwe078Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String param = userValues == null ? "" : userValues[0];
        String cleaned;
        switch (param) {
            case "asc":
                cleaned = "asc";
                break;
            case "desc":
                cleaned = "desc";
                break;
            default:
                cleaned = "asc";
                break;
        }
        Process proc = new ProcessBuilder().command("sh", "-c", "echo " + cleaned + " >> /tmp/audit.log").start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
