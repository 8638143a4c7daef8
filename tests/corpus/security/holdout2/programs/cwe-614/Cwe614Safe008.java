// expect: none (CWE-614 safe)
// cookie is Secure: ternary on constant (DEV_MODE=false) picks true; value: device id sent by the client

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
@RequestMapping("/h2/cwe614")
public class Cwe614Safe008 {
    private static final boolean DEV_MODE = false;

    @GetMapping("/safe008")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getParameter("deviceId");
        if (value == null) {
            value = "unknown";
        }
        Cookie cookie = new Cookie("sso", value);
        cookie.setSecure(DEV_MODE ? false : true);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
