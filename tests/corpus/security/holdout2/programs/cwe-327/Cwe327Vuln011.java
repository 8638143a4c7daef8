// expect: CWE-327
// weak algorithm AES/ECB/NoPadding via if (COMPAT=true) switches to "AES/ECB/NoPadding"; result "AES/ECB/NoPadding"; ciphertext written to a file

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

@WebServlet("/h2/cwe327/vuln011")
public class Cwe327Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean COMPAT = true;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String algorithm = "AES/GCM/NoPadding";
        if (COMPAT) {
            algorithm = "AES/ECB/NoPadding";
        }
        try {
            byte[] keyBytes = new byte[16];
            new SecureRandom().nextBytes(keyBytes);
            SecretKeySpec key = new SecretKeySpec(keyBytes, algorithm.split("/")[0]);
            Cipher cipher = Cipher.getInstance(algorithm);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            Files.write(Paths.get("/var/app/vault/card.bin"), sealed);
            response.getWriter().println("stored");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
