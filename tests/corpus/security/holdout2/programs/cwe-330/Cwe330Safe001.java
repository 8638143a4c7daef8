// expect: none (CWE-330 safe)
// secure generator: new SecureRandom().nextBytes -> Base64; used for remember-me cookie value (Secure, HttpOnly)

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe001")
public class Cwe330Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] raw = new byte[24];
        new SecureRandom().nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        Cookie remember = new Cookie("remember_me", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setMaxAge(60 * 60 * 24 * 14);
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }
}
