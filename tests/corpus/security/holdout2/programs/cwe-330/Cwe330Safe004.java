// expect: none (CWE-330 safe)
// secure generator: UUID.randomUUID() (backed by SecureRandom); used for password-reset token stored and mailed

package corpus.security;

import java.io.IOException;
import java.util.UUID;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe004")
public class Cwe330Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = UUID.randomUUID().toString();
        String email = request.getParameter("email");
        request.getServletContext().log("reset requested");
        request.setAttribute("resetToken", token);
        response.getWriter().println(email == null ? "missing email" : "reset link sent");
    }
}
