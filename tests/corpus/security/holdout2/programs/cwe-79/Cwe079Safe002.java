// expect: none (CWE-79 safe)
// safe: Integer.parseInt: only digits reach the sink (source value of cookie "pref" (getCookies); sink: getWriter().format(Locale, html %s, bar))

package corpus.security;

import java.io.IOException;
import java.util.Locale;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/safe002")
public class Cwe079Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    param = c.getValue();
                }
            }
        }
        int id;
        try {
            id = Integer.parseInt(param.trim());
        } catch (NumberFormatException e) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String bar = String.valueOf(id);
        response.setContentType("text/html");
        response.getWriter().format(Locale.ROOT, "<p>You searched for %s</p>", bar);
    }
}
