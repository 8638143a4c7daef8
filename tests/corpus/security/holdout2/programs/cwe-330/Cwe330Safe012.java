// expect: none (CWE-330 safe)
// java.util.Random only picks which static tip to display; no security value is generated

package corpus.security;

import java.io.IOException;
import java.util.Random;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe330/safe012")
public class Cwe330Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String[] TIPS = {"Use streams", "Prefer records", "Close your resources"};

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        int index = new Random().nextInt(TIPS.length);
        response.setContentType("text/plain");
        response.getWriter().println("Tip of the day: " + TIPS[index]);
    }
}
