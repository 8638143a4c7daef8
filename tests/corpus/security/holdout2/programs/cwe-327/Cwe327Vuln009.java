// expect: CWE-327
// weak algorithm DES via constant in a second top-level class = "DES"; ciphertext length reported

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

@WebServlet("/h2/cwe327/vuln009")
public class Cwe327Vuln009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            byte[] keyBytes = new byte[8];
            new SecureRandom().nextBytes(keyBytes);
            SecretKeySpec key = new SecretKeySpec(keyBytes, SecuritySettings327V9.ALGORITHM.split("/")[0]);
            Cipher cipher = Cipher.getInstance(SecuritySettings327V9.ALGORITHM);
            cipher.init(Cipher.ENCRYPT_MODE, key);
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            request.setAttribute("sealed", Base64.getEncoder().encodeToString(sealed));
            response.getWriter().println("sealed " + sealed.length + " bytes");
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}

final class SecuritySettings327V9 {
    static final String ALGORITHM = "DES";

    private SecuritySettings327V9() {
    }
}
