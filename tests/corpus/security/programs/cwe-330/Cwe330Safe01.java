// expect: none (CWE-330 safe)
// secure-random-cookie

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe01")
public class Cwe330Safe01 extends HttpServlet {
  private static Cookie secureCookie(String name, String value) {
    Cookie c = new Cookie(name, value);
    c.setSecure(true);
    c.setHttpOnly(true);
    return c;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      long v = new java.security.SecureRandom().nextLong();
      String rememberMe = Long.toHexString(v);
      response.addCookie(secureCookie("remember", rememberMe));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
