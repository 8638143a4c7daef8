// expect: none (CWE-328 safe)
// strong hash SHA-512 via commons-codec DigestUtils.sha512Hex on a password

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.codec.digest.DigestUtils;

@WebServlet("/h2/cwe328/safe012")
public class Cwe328Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String hashed = DigestUtils.sha512Hex(secret);
        request.setAttribute("passwordHash", hashed);
        response.getWriter().println("hash length " + hashed.length());
    }
}
