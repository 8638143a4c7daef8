// expect: none (CWE-614 safe)
// cookie is Secure: setSecure(true); setSecure(false) only under if (DEBUG) with DEBUG=false; value: device id sent by the client

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe005")
public class Cwe614Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean DEBUG = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getParameter("deviceId");
        if (value == null) {
            value = "unknown";
        }
        Cookie cookie = new Cookie("auth_token", value);
        cookie.setSecure(true);
        if (DEBUG) {
            cookie.setSecure(false);
        }
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
