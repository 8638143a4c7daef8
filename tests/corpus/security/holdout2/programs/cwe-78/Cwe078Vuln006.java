// expect: CWE-78
// source: getHeader("X-Account"); flow: Map, same key; sink: new ProcessBuilder().command("sh","-c","echo " + data + " >> file")

package corpus.security;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln006")
public class Cwe078Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = request.getHeader("X-Account");
        if (received == null) {
            received = "";
        }
        Map<String, String> fields = new HashMap<>();
        fields.put("input", received);
        fields.put("mode", "read");
        String data = fields.get("input");
        Process proc = new ProcessBuilder().command("sh", "-c", "echo " + data + " >> /tmp/audit.log").start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
