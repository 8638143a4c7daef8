// expect: CWE-327
// weak algorithm RC2/CBC/PKCS5Padding via Map lookup with constant key "legacy" -> "RC2/CBC/PKCS5Padding"; ciphertext kept as Base64 in the servlet context

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe327/vuln007")
public class Cwe327Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Map<String, String> byProfile = new HashMap<>();
        byProfile.put("legacy", "RC2/CBC/PKCS5Padding");
        byProfile.put("modern", "AES/CBC/PKCS5Padding");
        String algorithm = byProfile.get("legacy");
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
