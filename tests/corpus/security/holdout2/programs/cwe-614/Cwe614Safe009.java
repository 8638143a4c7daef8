// expect: none (CWE-614 safe)
// cookie is Secure: Spring ResponseCookie with .secure(true); value: value from the HttpSession id

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe614")
public class Cwe614Safe009 {
    @PostMapping("/safe009")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getSession().getId();
        ResponseCookie cookie = ResponseCookie.from("SESSION", value).httpOnly(true).secure(true).path("/").build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
        response.getWriter().println("ok");
    }
}
