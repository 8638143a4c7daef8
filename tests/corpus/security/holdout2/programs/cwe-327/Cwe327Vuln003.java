// expect: CWE-327
// weak algorithm AES via Properties.getProperty(key, default "AES"); the key is never set (another key holds "AES/CTR/NoPadding"); ciphertext length reported

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Properties;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/vuln003")
public class Cwe327Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Properties settings = new Properties();
        settings.setProperty("legacy.algorithm", "AES/CTR/NoPadding");
        String algorithm = settings.getProperty("algorithm", "AES");
        try {
            byte[] keyBytes = new byte[16];
            new SecureRandom().nextBytes(keyBytes);
            SecretKeySpec key = new SecretKeySpec(keyBytes, algorithm.split("/")[0]);
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
