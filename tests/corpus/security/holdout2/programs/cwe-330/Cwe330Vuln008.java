// expect: CWE-330
// predictable generator: new Random().ints(...) stream to base-36 chars; used for remember-me cookie value (Secure, HttpOnly)

package corpus.security;

import java.io.IOException;
import java.util.Random;
import java.util.stream.Collectors;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln008")
public class Cwe330Vuln008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = new Random().ints(16, 0, 36).mapToObj(i -> Integer.toString(i, 36)).collect(Collectors.joining());
        Cookie remember = new Cookie("remember_me", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setMaxAge(60 * 60 * 24 * 14);
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }
}
