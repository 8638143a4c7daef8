// expect: CWE-330
// predictable generator: Supplier<Random> returning new Random(); used for one-time login code

package corpus.security;

import java.io.IOException;
import java.util.Random;
import java.util.function.Supplier;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/vuln010")
public class Cwe330Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Supplier<Random> factory = Random::new;
        String token = Integer.toUnsignedString(factory.get().nextInt(), 16);
        request.getSession().setAttribute("otp", token);
        response.getWriter().println("code sent by SMS");
    }
}
