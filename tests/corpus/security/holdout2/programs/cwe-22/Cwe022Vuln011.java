// expect: CWE-22
// source: value of cookie "pref" (getCookies); flow: String.format; sink: Path.of(CACHE).resolve(arg) -> Files.deleteIfExists

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln011")
public class Cwe022Vuln011 extends HttpServlet {
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
        String arg = String.format("%s", received);
        Path cacheRoot = Path.of("/tmp/cache");
        boolean removed = Files.deleteIfExists(cacheRoot.resolve(arg));
        response.getWriter().println(removed ? "removed" : "nothing to remove");
    }
}
