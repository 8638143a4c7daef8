// expect: CWE-330
// predictable generator: static java.util.Random field nextBytes -> Base64; used for temporary password returned to the admin

package corpus.security;

import java.io.IOException;
import java.util.Base64;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln004")
public class Cwe330Vuln004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Random RNG = new Random();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] raw = new byte[18];
        RNG.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        response.setContentType("text/plain");
        response.getWriter().println("temporary password: " + token);
    }
}
