// expect: CWE-614
// cookie without Secure flag: setSecure(SECURE_COOKIES) with constant false; value: value from the HttpSession id

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln003")
public class Cwe614Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean SECURE_COOKIES = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getSession().getId();
        Cookie cookie = new Cookie("remember_me", value);
        cookie.setSecure(SECURE_COOKIES);
        cookie.setMaxAge(3600);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
