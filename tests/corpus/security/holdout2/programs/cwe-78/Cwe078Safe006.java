// expect: none (CWE-78 safe)
// safe: array: takes the constant element (source @CookieValue("pref") (Spring); sink: Runtime.exec(String, envp, dir) with "convert " + bar)

package corpus.security;

import java.io.File;
import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe78")
public class Cwe078Safe006 {
    @GetMapping("/safe006")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String input, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] parts = new String[] {"guest", input, "end"};
        String bar = parts[0];
        Process proc = Runtime.getRuntime().exec("convert /srv/img/in.png -resize " + bar + " /srv/img/out.png", null, new File("/srv/img"));

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
