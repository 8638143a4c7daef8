// expect: CWE-330
// random-unnamed-cookie

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln06")
public class Cwe330Vuln06 extends HttpServlet {
  private static Cookie secureCookie(String name, String value) {
    Cookie c = new Cookie(name, value);
    c.setSecure(true);
    c.setHttpOnly(true);
    return c;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.util.Random gen = new java.util.Random();
      String v = "u" + gen.nextInt();
      response.addCookie(secureCookie("uid", v));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
