// expect: CWE-614
// cookie without Secure flag: raw Set-Cookie header without Secure; value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe614")
public class Cwe614Vuln008 {
    @GetMapping("/vuln008")
    public void handle(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        response.addHeader("Set-Cookie", "SESSION=" + value + "; Path=/; HttpOnly; SameSite=Lax");
        response.getWriter().println("ok");
    }
}
