// expect: none (CWE-330 safe)
// secure generator: SecureRandom.getInstance("SHA1PRNG"); used for one-time login code

package corpus.security;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe003")
public class Cwe330Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token;
        try {
            SecureRandom prng = SecureRandom.getInstance("SHA1PRNG");
            token = String.format("%06d", prng.nextInt(1_000_000));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        request.getSession().setAttribute("otp", token);
        response.getWriter().println("code sent by SMS");
    }
}
