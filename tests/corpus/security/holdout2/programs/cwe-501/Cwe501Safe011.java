// expect: none (CWE-501 safe)
// safe: only a constant chosen by comparison is stored (source @CookieValue("pref") (Spring); flow: switch on a constant that picks the input)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe501")
public class Cwe501Safe011 {
    @GetMapping("/safe011")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String cleaned;
        int mode = 2;
        switch (mode) {
            case 1:
                cleaned = "default";
                break;
            case 2:
                cleaned = raw;
                break;
            default:
                cleaned = "other";
                break;
        }
        boolean dark = "dark".equals(cleaned);
        request.getSession().setAttribute("theme", dark ? "dark" : "light");
        response.getWriter().println("theme set");
    }
}
