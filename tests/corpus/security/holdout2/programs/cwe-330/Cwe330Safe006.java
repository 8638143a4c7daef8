// expect: none (CWE-330 safe)
// secure generator: static SecureRandom field; used for remember-me cookie value (Secure, HttpOnly)

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe330")
public class Cwe330Safe006 {
    private static final SecureRandom RNG = new SecureRandom();

    @PostMapping("/safe006")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] raw = new byte[18];
        RNG.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        Cookie remember = new Cookie("remember_me", token);
        remember.setSecure(true);
        remember.setHttpOnly(true);
        remember.setMaxAge(60 * 60 * 24 * 14);
        response.addCookie(remember);
        response.getWriter().println("remembered");
    }
}
