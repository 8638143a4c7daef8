// expect: CWE-327
// weak algorithm Blowfish/CBC/PKCS5Padding via switch on a constant selects "Blowfish/CBC/PKCS5Padding" ("AES/CBC/PKCS5Padding" only in dead cases); ciphertext written to a file

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
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe327")
public class Cwe327Vuln005 {
    @PostMapping("/vuln005")
    public void handle(@RequestParam("secret") String secret, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String algorithm;
        int level = 2;
        switch (level) {
            case 1:
                algorithm = "AES/CBC/PKCS5Padding";
                break;
            case 2:
                algorithm = "Blowfish/CBC/PKCS5Padding";
                break;
            default:
                algorithm = "AES/CBC/PKCS5Padding";
                break;
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
