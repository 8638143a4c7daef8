// expect: none (CWE-330 safe)
// secure generator: SecureRandom.getInstanceStrong(); used for temporary password returned to the admin

package corpus.security;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe002")
public class Cwe330Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token;
        try {
            SecureRandom strong = SecureRandom.getInstanceStrong();
            token = Long.toHexString(strong.nextLong()) + Long.toHexString(strong.nextLong());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        response.setContentType("text/plain");
        response.getWriter().println("temporary password: " + token);
    }
}
