// expect: CWE-78
// source: value of cookie "pref" (getCookies); flow: Base64 encode/decode round trip; sink: new ProcessBuilder().command("sh","-c","echo " + cleaned + " >> file")

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln013")
public class Cwe078Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    input = c.getValue();
                }
            }
        }
        String encoded = Base64.getEncoder().encodeToString(input.getBytes(StandardCharsets.UTF_8));
        String cleaned = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        Process proc = new ProcessBuilder().command("sh", "-c", "echo " + cleaned + " >> /tmp/audit.log").start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
