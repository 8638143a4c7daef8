// expect: none (CWE-614 safe)
// cookie is Secure: setSecure(SECURE_COOKIES) with constant true; value: device id sent by the client

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe002")
public class Cwe614Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean SECURE_COOKIES = true;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getParameter("deviceId");
        if (value == null) {
            value = "unknown";
        }
        Cookie cookie = new Cookie("remember_me", value);
        cookie.setSecure(SECURE_COOKIES);
        cookie.setMaxAge(3600);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
