// expect: CWE-614
// cookie without Secure flag: setSecure(true) then later setSecure(false); value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln007")
public class Cwe614Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        Cookie cookie = new Cookie("login", value);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        cookie.setSecure(false);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
