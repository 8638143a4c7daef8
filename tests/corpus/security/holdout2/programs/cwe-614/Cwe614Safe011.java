// expect: none (CWE-614 safe)
// cookie is Secure: factory method in a second top-level class sets Secure; value: device id sent by the client

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe011")
public class Cwe614Safe011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getParameter("deviceId");
        if (value == null) {
            value = "unknown";
        }
        response.addCookie(Cookies614S11.sessionCookie("sid", value));
        response.getWriter().println("ok");
    }
}

final class Cookies614S11 {
    private Cookies614S11() {
    }

    static Cookie sessionCookie(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
        return c;
    }
}
