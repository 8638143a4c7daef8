// expect: none (CWE-328 safe)
// strong algorithm SHA-384 via ternary on constant LEGACY_MODE=false selects "SHA-384"; token fingerprint computed as hex

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe328")
public class Cwe328Safe010 {
    private static final boolean LEGACY_MODE = false;

    @PostMapping("/safe010")
    public void handle(@RequestParam("secret") String secret, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String algorithm = LEGACY_MODE ? "MD5" : "SHA-384";
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            byte[] digest = md.digest(secret.getBytes(StandardCharsets.UTF_8));
            String fingerprint = HexFormat.of().formatHex(digest);
            request.setAttribute("fingerprint", fingerprint);
            response.getWriter().println("fingerprint computed");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
