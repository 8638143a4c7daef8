// expect: CWE-614
// cookie-secure-flag-off

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe614Vuln03")
public class Cwe614Vuln03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String value = java.util.UUID.randomUUID().toString();
      boolean https = false;
      Cookie c = new Cookie("pref", value);
      c.setSecure(https);
      response.addCookie(c);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
