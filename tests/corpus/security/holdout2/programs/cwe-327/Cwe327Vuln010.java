// expect: CWE-327
// weak algorithm Blowfish via enum constant LEGACY carries "Blowfish"; ciphertext kept as Base64 in the servlet context

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe327")
public class Cwe327Vuln010 {
    private enum Profile {
        LEGACY("Blowfish"), MODERN("AES/CBC/PKCS5Padding");

        private final String algorithm;

        Profile(String algorithm) {
            this.algorithm = algorithm;
        }
    }

    @PostMapping("/vuln010")
    public void handle(@RequestParam("secret") String secret, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try {
            KeyGenerator generator = KeyGenerator.getInstance(Profile.LEGACY.algorithm.split("/")[0]);
            SecretKey key = generator.generateKey();
            Cipher cipher = Cipher.getInstance(Profile.LEGACY.algorithm);
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
