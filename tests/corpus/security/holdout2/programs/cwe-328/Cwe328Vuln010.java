// expect: CWE-328
// weak algorithm MD5 via interface with one implementation returns "MD5"; token fingerprint computed as hex

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
public class Cwe328Vuln010 {
    @PostMapping("/vuln010")
    public void handle(@RequestParam("secret") String secret, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        AlgorithmPolicy328V10 policy = new DefaultPolicy328V10();
        String algorithm = policy.name();
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

interface AlgorithmPolicy328V10 {
    String name();
}

final class DefaultPolicy328V10 implements AlgorithmPolicy328V10 {
    @Override
    public String name() {
        return "MD5";
    }
}
