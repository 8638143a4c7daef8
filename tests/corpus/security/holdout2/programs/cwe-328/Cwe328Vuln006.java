// expect: CWE-328
// weak algorithm SHA via constant in a second top-level class = "SHA"; password hash computed for comparison

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

@WebServlet("/h2/cwe328/vuln006")
public class Cwe328Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            MessageDigest md = MessageDigest.getInstance(SecuritySettings328V6.ALGORITHM);
            md.update(secret.getBytes(StandardCharsets.UTF_8));
            String stored = Base64.getEncoder().encodeToString(md.digest());
            request.setAttribute("passwordHash", stored);
            response.getWriter().println("hash length " + stored.length());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}

final class SecuritySettings328V6 {
    static final String ALGORITHM = "SHA";

    private SecuritySettings328V6() {
    }
}
