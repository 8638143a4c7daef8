// expect: none (CWE-328 safe)
// strong algorithm SHA-512 via switch on a constant selects "SHA-512" ("SHA-1" only in dead cases); password hash computed for comparison

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

@WebServlet("/h2/cwe328/safe009")
public class Cwe328Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String algorithm;
        int level = 2;
        switch (level) {
            case 1:
                algorithm = "SHA-1";
                break;
            case 2:
                algorithm = "SHA-512";
                break;
            default:
                algorithm = "SHA-1";
                break;
        }
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
