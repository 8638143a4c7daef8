// expect: none (CWE-327 safe)
// strong algorithm AES/GCM/NoPadding via private helper returns "AES/GCM/NoPadding"; ciphertext written to a file

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/safe011")
public class Cwe327Safe011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String algorithmName() {
        return "AES/GCM/NoPadding";
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            byte[] keyBytes = new byte[16];
            new SecureRandom().nextBytes(keyBytes);
            SecretKeySpec key = new SecretKeySpec(keyBytes, algorithmName().split("/")[0]);
            Cipher cipher = Cipher.getInstance(algorithmName());
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            Files.write(Paths.get("/var/app/vault/card.bin"), sealed);
            response.getWriter().println("stored");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
