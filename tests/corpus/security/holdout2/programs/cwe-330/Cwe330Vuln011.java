// expect: CWE-330
// predictable generator: second top-level class wraps ThreadLocalRandom; used for password-reset token stored and mailed

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe330")
public class Cwe330Vuln011 {
    @GetMapping("/vuln011")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = Tokens330V11.next();
        String email = request.getParameter("email");
        request.getServletContext().log("reset requested");
        request.setAttribute("resetToken", token);
        response.getWriter().println(email == null ? "missing email" : "reset link sent");
    }
}

final class Tokens330V11 {
    private Tokens330V11() {
    }

    static String next() {
        return Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong());
    }
}
