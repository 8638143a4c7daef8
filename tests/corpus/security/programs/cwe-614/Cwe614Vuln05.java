// expect: CWE-614
// cookie-helper-made

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe614Vuln05")
public class Cwe614Vuln05 extends HttpServlet {
  private static Cookie build(String n, String v) {
    Cookie c = new Cookie(n, v);
    c.setHttpOnly(true);
    return c;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String value = java.util.UUID.randomUUID().toString();
      response.addCookie(build("remember", value));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
