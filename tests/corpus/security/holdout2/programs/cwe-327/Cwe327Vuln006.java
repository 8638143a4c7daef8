// expect: CWE-327
// weak algorithm AES/ECB/PKCS5Padding via ternary on constant LEGACY_MODE=true selects "AES/ECB/PKCS5Padding"; ciphertext length reported

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/vuln006")
public class Cwe327Vuln006 extends HttpServlet {
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
        String algorithm = LEGACY_MODE ? "AES/ECB/PKCS5Padding" : "AES/GCM/NoPadding";
        try {
            KeyGenerator generator = KeyGenerator.getInstance(algorithm.split("/")[0]);
            SecretKey key = generator.generateKey();
            Cipher cipher = Cipher.getInstance(algorithm);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            request.setAttribute("sealed", Base64.getEncoder().encodeToString(sealed));
            response.getWriter().println("sealed " + sealed.length + " bytes");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
