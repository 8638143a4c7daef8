// expect: none (CWE-614 safe)
// cookie is Secure: helper returns true; value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe004")
public class Cwe614Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static boolean isProduction() {
        return true;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(isProduction());
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
