// expect: none (CWE-330 safe)
// strong-otp

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe04")
public class Cwe330Safe04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.security.SecureRandom sr = java.security.SecureRandom.getInstanceStrong();
      int code = 100000 + sr.nextInt(900000);
      request.getSession().setAttribute("otp", code);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
