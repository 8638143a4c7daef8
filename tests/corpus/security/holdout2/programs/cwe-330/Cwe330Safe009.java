// expect: none (CWE-330 safe)
// secure generator: new SecureRandom().ints(...) stream; used for password-reset token stored and mailed

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.stream.Collectors;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe009")
public class Cwe330Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = new SecureRandom().ints(16, 0, 36).mapToObj(i -> Integer.toString(i, 36)).collect(Collectors.joining());
        String email = request.getParameter("email");
        request.getServletContext().log("reset requested");
        request.setAttribute("resetToken", token);
        response.getWriter().println(email == null ? "missing email" : "reset link sent");
    }
}
