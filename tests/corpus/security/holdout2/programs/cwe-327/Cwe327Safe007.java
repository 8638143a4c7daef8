// expect: none (CWE-327 safe)
// strong algorithm AES/CBC/PKCS5Padding via interface with one implementation returns "AES/CBC/PKCS5Padding"; ciphertext kept as Base64 in the servlet context

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/safe007")
public class Cwe327Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        AlgorithmPolicy327S7 policy = new DefaultPolicy327S7();
        String algorithm = policy.name();
        try {
            byte[] keyBytes = new byte[16];
            new SecureRandom().nextBytes(keyBytes);
            SecretKeySpec key = new SecretKeySpec(keyBytes, algorithm.split("/")[0]);
            Cipher cipher = Cipher.getInstance(algorithm);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            String sealedText = Base64.getEncoder().encodeToString(sealed);
            request.getServletContext().setAttribute("lastSealed", sealedText);
            response.getWriter().println("ok");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}

interface AlgorithmPolicy327S7 {
    String name();
}

final class DefaultPolicy327S7 implements AlgorithmPolicy327S7 {
    @Override
    public String name() {
        return "AES/CBC/PKCS5Padding";
    }
}
