// expect: none (CWE-501 safe)
// safe: only a constant chosen by comparison is stored (source value of cookie "pref" (getCookies); flow: static method of a second top-level class)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/safe001")
public class Cwe501Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    userValue = c.getValue();
                }
            }
        }
        String bar = InputNormalizer501S1.collapse(userValue);
        boolean dark = "dark".equals(bar);
        request.getSession().setAttribute("theme", dark ? "dark" : "light");
        response.getWriter().println("theme set");
    }
}

final class InputNormalizer501S1 {
    private InputNormalizer501S1() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}
