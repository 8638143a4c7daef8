// expect: none (CWE-328 safe)
// strong algorithm SHA-512 via if (COMPAT=false) switches to "SHA-1"; result "SHA-512"; salted password hash stored

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe328/safe002")
public class Cwe328Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean COMPAT = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String algorithm = "SHA-512";
        if (COMPAT) {
            algorithm = "SHA-1";
        }
        try {
            byte[] salt = new byte[16];
            new SecureRandom().nextBytes(salt);
            MessageDigest md = MessageDigest.getInstance(algorithm);
            md.update(salt);
            md.update(secret.getBytes(StandardCharsets.UTF_8));
            byte[] hash = md.digest();
            Files.write(Paths.get("/var/app/credentials/" + System.currentTimeMillis() + ".bin"), hash);
            response.getWriter().println("password stored");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
