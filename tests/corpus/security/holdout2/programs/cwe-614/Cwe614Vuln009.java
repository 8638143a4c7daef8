// expect: CWE-614
// cookie without Secure flag: ternary on constant (DEV_MODE=true) picks false; value: value from the HttpSession id

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln009")
public class Cwe614Vuln009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean DEV_MODE = true;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getSession().getId();
        Cookie cookie = new Cookie("sso", value);
        cookie.setSecure(DEV_MODE ? false : true);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
