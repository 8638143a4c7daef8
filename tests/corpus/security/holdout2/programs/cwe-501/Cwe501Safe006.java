// expect: none (CWE-501 safe)
// safe: switch maps the input to constants (source @CookieValue("pref") (Spring); sink: input used as the session attribute name)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe501")
public class Cwe501Safe006 {
    @GetMapping("/safe006")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String selected;
        switch (userValue) {
            case "asc":
                selected = "asc";
                break;
            case "desc":
                selected = "desc";
                break;
            default:
                selected = "asc";
                break;
        }
        HttpSession session = request.getSession(true);
        session.setAttribute("cart." + selected, Boolean.TRUE);
        response.getWriter().println("added");
    }
}
