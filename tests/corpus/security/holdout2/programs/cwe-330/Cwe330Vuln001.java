// expect: CWE-330
// predictable generator: new Random().nextLong() hex; used for password-reset token stored and mailed

package corpus.security;

import java.io.IOException;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln001")
public class Cwe330Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Random rnd = new Random();
        String token = Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong());
        String email = request.getParameter("email");
        request.getServletContext().log("reset requested");
        request.setAttribute("resetToken", token);
        response.getWriter().println(email == null ? "missing email" : "reset link sent");
    }
}
