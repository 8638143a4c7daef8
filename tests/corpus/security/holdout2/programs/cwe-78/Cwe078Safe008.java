// expect: none (CWE-78 safe)
// safe: Integer.parseInt: only digits reach the sink (source getParameterValues("item")[0]; sink: exec(String[]{"/bin/sh","-c", "grep -c " + bar ...}))

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe008")
public class Cwe078Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String userValue = (values != null && values.length > 0) ? values[0] : "";
        int id;
        try {
            id = Integer.parseInt(userValue.trim());
        } catch (NumberFormatException e) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String bar = String.valueOf(id);
        String[] cmd = {"/bin/sh", "-c", "grep -c " + bar + " /var/log/app/access.log"};
        Process proc = Runtime.getRuntime().exec(cmd);

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
