// expect: none (CWE-328 safe)
// strong algorithm SHA3-256 via interface with one implementation returns "SHA3-256"; token fingerprint computed as hex

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe328/safe004")
public class Cwe328Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        AlgorithmPolicy328S4 policy = new DefaultPolicy328S4();
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

interface AlgorithmPolicy328S4 {
    String name();
}

final class DefaultPolicy328S4 implements AlgorithmPolicy328S4 {
    @Override
    public String name() {
        return "SHA3-256";
    }
}
