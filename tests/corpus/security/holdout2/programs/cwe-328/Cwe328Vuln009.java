// expect: CWE-328
// weak algorithm SHA-1 via List.of(...).get(0) = "SHA-1"; password hash computed for comparison

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe328/vuln009")
public class Cwe328Vuln009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        List<String> supported = List.of("SHA-1", "SHA-512");
        String algorithm = supported.get(0);
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
