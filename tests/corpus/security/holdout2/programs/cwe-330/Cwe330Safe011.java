// expect: none (CWE-330 safe)
// secure generator: second top-level class wraps SecureRandom; used for remember-me cookie value (Secure, HttpOnly)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe330")
public class Cwe330Safe011 {
    @GetMapping("/safe011")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = Tokens330S11.next();
        Cookie remember = new Cookie("remember_me", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setMaxAge(60 * 60 * 24 * 14);
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }
}

final class Tokens330S11 {
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private Tokens330S11() {
    }

    static String next() {
        return Long.toHexString(RANDOM.nextLong());
    }
}
