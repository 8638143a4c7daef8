// expect: CWE-328
// weak algorithm SHA1 via ternary on constant LEGACY_MODE=true selects "SHA1"; password hash computed for comparison

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

@WebServlet("/h2/cwe328/vuln003")
public class Cwe328Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean LEGACY_MODE = true;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String algorithm = LEGACY_MODE ? "SHA1" : "SHA-384";
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            md.update(secret.getBytes(StandardCharsets.UTF_8));
            String stored = Base64.getEncoder().encodeToString(md.digest());
            request.setAttribute("passwordHash", stored);
            response.getWriter().println("hash length " + stored.length());
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
