// expect: none (CWE-327 safe)
// strong algorithm AES/GCM/NoPadding via List.of(...).get(1) = "AES/GCM/NoPadding"; ciphertext length reported

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.List;

import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/safe006")
public class Cwe327Safe006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        List<String> supported = List.of("AES/ECB/PKCS5Padding", "AES/GCM/NoPadding");
        String algorithm = supported.get(1);
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
