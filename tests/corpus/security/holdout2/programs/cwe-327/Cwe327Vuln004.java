// expect: CWE-327
// weak algorithm RC4 via private helper returns "RC4"; ciphertext kept as Base64 in the servlet context

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

@WebServlet("/h2/cwe327/vuln004")
public class Cwe327Vuln004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String algorithmName() {
        return "RC4";
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
            KeyGenerator generator = KeyGenerator.getInstance(algorithmName().split("/")[0]);
            SecretKey key = generator.generateKey();
            Cipher cipher = Cipher.getInstance(algorithmName());
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
