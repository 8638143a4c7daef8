// expect: none (CWE-614 safe)
// cookie is Secure: Boolean.parseBoolean(getProperty(key, default "true")), key never set; value: value from the HttpSession id

package corpus.security;

import java.io.IOException;
import java.util.Properties;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/safe003")
public class Cwe614Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = request.getSession().getId();
        Properties settings = new Properties();
        settings.setProperty("cookie.domain", "example.com");
        boolean secure = Boolean.parseBoolean(settings.getProperty("cookie.secure", "true"));
        Cookie cookie = new Cookie("sid", value);
        cookie.setSecure(secure);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
