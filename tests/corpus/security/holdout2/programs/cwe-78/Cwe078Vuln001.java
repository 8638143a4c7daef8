// expect: CWE-78
// source: getParameterValues("item")[0]; flow: inner class holder; sink: Runtime.exec("nslookup " + cleaned)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln001")
public class Cwe078Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final class Box {
        private final String value;

        Box(String value) {
            this.value = value;
        }

        String get() {
            return value;
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String received = (values != null && values.length > 0) ? values[0] : "";
        String cleaned = new Box(received).get();
        Process proc = Runtime.getRuntime().exec("nslookup " + cleaned);

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
