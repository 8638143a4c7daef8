// expect: none (CWE-79 safe)
// safe: Encode.forHtmlAttribute in an attribute (source value of cookie "pref" (getCookies); flow: static method of a second top-level class)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.owasp.encoder.Encode;

@WebServlet("/h2/cwe79/safe013")
public class Cwe079Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    received = c.getValue();
                }
            }
        }
        String arg = InputNormalizer79S13.collapse(received);
        response.setContentType("text/html");
        response.getWriter().write("<input name=\"q\" value=\"" + Encode.forHtmlAttribute(arg) + "\">");
    }
}

final class InputNormalizer79S13 {
    private InputNormalizer79S13() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}
