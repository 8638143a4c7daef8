// expect: CWE-330
// tlr-reset-token

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln03")
public class Cwe330Vuln03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      int code = java.util.concurrent.ThreadLocalRandom.current().nextInt(100000, 999999);
      request.getSession().setAttribute("otp", code);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
