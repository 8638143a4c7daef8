// expect: none (CWE-328 safe)
// strong algorithm SHA-256 via Properties.getProperty(key, default "SHA-256"); the key is never set (another key holds "MD4"); token fingerprint computed as hex

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Properties;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe328/safe007")
public class Cwe328Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Properties settings = new Properties();
        settings.setProperty("legacy.algorithm", "MD4");
        String algorithm = settings.getProperty("algorithm", "SHA-256");
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
