// expect: none (CWE-614 safe)
// cookie is Secure: setSecure(true); value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe001")
public class Cwe614Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        Cookie cookie = new Cookie("SESSION_TOKEN", value);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
