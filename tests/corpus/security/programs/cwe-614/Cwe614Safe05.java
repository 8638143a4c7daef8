// expect: none (CWE-614 safe)
// cookie-live-secure

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe614Safe05")
public class Cwe614Safe05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String value = java.util.UUID.randomUUID().toString();
      Cookie c = new Cookie("sid", value);
      int port = 443;
      if (port == 443) {
        c.setSecure(true);
      }
      response.addCookie(c);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
