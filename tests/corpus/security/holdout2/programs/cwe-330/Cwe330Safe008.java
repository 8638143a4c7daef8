// expect: none (CWE-330 safe)
// secure generator: private helper built on SecureRandom; used for one-time login code

package corpus.security;

import java.io.IOException;
import java.security.SecureRandom;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe008")
public class Cwe330Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final SecureRandom SECURE = new SecureRandom();

    private static String randomAlphanumeric(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(SECURE.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String token = randomAlphanumeric(20);
        request.getSession().setAttribute("otp", token);
        response.getWriter().println("code sent by SMS");
    }
}
