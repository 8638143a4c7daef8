// expect: CWE-330
// predictable generator: new Random().nextDouble() digits; used for CSRF token kept in the session

package corpus.security;

import java.io.IOException;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln007")
public class Cwe330Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        double d = new Random().nextDouble();
        String token = Double.toString(d).substring(2);
        request.getSession().setAttribute("csrfToken", token);
        response.setContentType("application/json");
        response.getWriter().println("{\"csrf\":\"" + token + "\"}");
    }
}
