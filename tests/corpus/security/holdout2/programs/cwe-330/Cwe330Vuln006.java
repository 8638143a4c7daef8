// expect: CWE-330
// predictable generator: private helper built on Math.random(); used for password-reset token stored and mailed

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe330")
public class Cwe330Vuln006 {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    private static String randomAlphanumeric(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt((int) (Math.random() * ALPHABET.length())));
        }
        return sb.toString();
    }

    @PostMapping("/vuln006")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = randomAlphanumeric(20);
        String email = request.getParameter("email");
        request.getServletContext().log("reset requested");
        request.setAttribute("resetToken", token);
        response.getWriter().println(email == null ? "missing email" : "reset link sent");
    }
}
