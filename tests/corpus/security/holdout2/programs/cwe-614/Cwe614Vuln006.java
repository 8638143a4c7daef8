// expect: CWE-614
// cookie without Secure flag: setSecure(true) only under if (PRODUCTION) with PRODUCTION=false; value: value from the HttpSession id

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln006")
public class Cwe614Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean PRODUCTION = false;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getSession().getId();
        Cookie cookie = new Cookie("auth_token", value);
        if (PRODUCTION) {
            cookie.setSecure(true);
        }
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
