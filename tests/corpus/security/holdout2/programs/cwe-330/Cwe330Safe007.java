// expect: none (CWE-330 safe)
// secure generator: ternary on constant USE_SECURE=true picks SecureRandom; used for temporary password returned to the admin

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe007")
public class Cwe330Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean USE_SECURE = true;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Random source = USE_SECURE ? new SecureRandom() : new Random();
        String token = Long.toString(source.nextLong() & Long.MAX_VALUE, 36);
        response.setContentType("text/plain");
        response.getWriter().println("temporary password: " + token);
    }
}
