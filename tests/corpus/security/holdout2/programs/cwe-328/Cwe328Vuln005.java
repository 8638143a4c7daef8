// expect: CWE-328
// weak algorithm md5 via array element [0] = "md5"; salted password hash stored

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe328")
public class Cwe328Vuln005 {
    @PostMapping("/vuln005")
    public void handle(@RequestParam("secret") String secret, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] candidates = {"md5", "SHA-512/256"};
        String algorithm = candidates[0];
        try {
            byte[] salt = new byte[16];
            new SecureRandom().nextBytes(salt);
            MessageDigest md = MessageDigest.getInstance(algorithm);
            md.update(salt);
            md.update(secret.getBytes(StandardCharsets.UTF_8));
            byte[] hash = md.digest();
            Files.write(Paths.get("/var/app/credentials/" + System.currentTimeMillis() + ".bin"), hash);
            response.getWriter().println("password stored");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
