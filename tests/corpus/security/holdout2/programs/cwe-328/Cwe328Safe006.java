// expect: none (CWE-328 safe)
// strong algorithm SHA3-512 via static final constant "SHA3-512"; password hash computed for comparison

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe328/safe006")
public class Cwe328Safe006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String ALGORITHM = "SHA3-512";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            MessageDigest md = MessageDigest.getInstance(ALGORITHM);
            md.update(secret.getBytes(StandardCharsets.UTF_8));
            String stored = Base64.getEncoder().encodeToString(md.digest());
            request.setAttribute("passwordHash", stored);
            response.getWriter().println("hash length " + stored.length());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
