// expect: none (CWE-330 safe)
// secure generator: weak Random only in a dead branch (DEMO=false); used for CSRF token kept in the session

package corpus.security;

import java.io.IOException;
import java.util.Random;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe010")
public class Cwe330Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean DEMO = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token;
        if (DEMO) {
            token = Integer.toString(new Random().nextInt());
        } else {
            token = UUID.randomUUID().toString();
        }
        request.getSession().setAttribute("csrfToken", token);
        response.setContentType("application/json");
        response.getWriter().println("{\"csrf\":\"" + token + "\"}");
    }
}
