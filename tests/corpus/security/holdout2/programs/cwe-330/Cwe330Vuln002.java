// expect: CWE-330
// predictable generator: Math.random() scaled to a 6-digit code; used for CSRF token kept in the session

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln002")
public class Cwe330Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = String.format("%06d", (int) (Math.random() * 1_000_000));
        request.getSession().setAttribute("csrfToken", token);
        response.setContentType("application/json");
        response.getWriter().println("{\"csrf\":\"" + token + "\"}");
    }
}
