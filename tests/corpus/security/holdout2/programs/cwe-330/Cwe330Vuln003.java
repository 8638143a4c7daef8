// expect: CWE-330
// predictable generator: ThreadLocalRandom.current().nextInt(100000, 1000000); used for remember-me cookie value (Secure, HttpOnly)

package corpus.security;

import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln003")
public class Cwe330Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        int code = ThreadLocalRandom.current().nextInt(100000, 1000000);
        String token = String.valueOf(code);
        Cookie remember = new Cookie("remember_me", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setMaxAge(60 * 60 * 24 * 14);
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }
}
