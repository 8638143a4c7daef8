// expect: CWE-614
// cookie without Secure flag: Boolean.parseBoolean(getProperty(key, default "false")), key never set; value: session id from UUID

package corpus.security;

import java.io.IOException;
import java.util.Properties;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe614/vuln004")
public class Cwe614Vuln004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String value = UUID.randomUUID().toString();
        Properties settings = new Properties();
        settings.setProperty("cookie.domain", "example.com");
        boolean secure = Boolean.parseBoolean(settings.getProperty("cookie.secure", "false"));
        Cookie cookie = new Cookie("sid", value);
        cookie.setSecure(secure);
        response.addCookie(cookie);
        response.getWriter().println("ok");
    }
}
