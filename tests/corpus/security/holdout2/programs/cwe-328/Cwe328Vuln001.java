// expect: CWE-328
// weak algorithm MD5 via private helper returns "MD5"; token fingerprint computed as hex

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

@WebServlet("/h2/cwe328/vuln001")
public class Cwe328Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String algorithmName() {
        return "MD5";
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
            MessageDigest md = MessageDigest.getInstance(algorithmName());
            byte[] digest = md.digest(secret.getBytes(StandardCharsets.UTF_8));
            String fingerprint = HexFormat.of().formatHex(digest);
            request.setAttribute("fingerprint", fingerprint);
            response.getWriter().println("fingerprint computed");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
