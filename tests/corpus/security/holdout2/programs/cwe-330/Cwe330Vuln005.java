// expect: CWE-330
// predictable generator: new Random(System.nanoTime()) seeded with the clock; used for one-time login code

package corpus.security;

import java.io.IOException;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln005")
public class Cwe330Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Random seeded = new Random(System.nanoTime());
        String token = Integer.toHexString(seeded.nextInt()) + Integer.toHexString(seeded.nextInt());
        request.getSession().setAttribute("otp", token);
        response.getWriter().println("code sent by SMS");
    }
}
