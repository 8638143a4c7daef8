// expect: CWE-614
// cookie without Secure flag: helper returns false; value: device id sent by the client

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln005")
public class Cwe614Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static boolean isProduction() {
        return false;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getParameter("deviceId");
        if (value == null) {
            value = "unknown";
        }
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(isProduction());
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
