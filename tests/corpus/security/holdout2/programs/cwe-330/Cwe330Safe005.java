// expect: none (CWE-330 safe)
// secure generator: variable typed Random holding a SecureRandom; used for CSRF token kept in the session

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe005")
public class Cwe330Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Random rnd = new SecureRandom();
        String token = Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong());
        request.getSession().setAttribute("csrfToken", token);
        response.setContentType("application/json");
        response.getWriter().println("{\"csrf\":\"" + token + "\"}");
    }
}
