// expect: CWE-78
// source: getParameter("name"); flow: instance field; sink: new ProcessBuilder("bash","-c","ping -c 1 " + bar).start()

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln003")
public class Cwe078Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String lastInput;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getParameter("name");
        if (param == null) {
            param = "";
        }
        this.lastInput = param;
        String bar = this.lastInput;
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "ping -c 1 " + bar);
        pb.redirectErrorStream(true);
        Process proc = pb.start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
