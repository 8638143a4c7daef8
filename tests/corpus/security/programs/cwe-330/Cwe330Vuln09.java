// expect: CWE-330
// random-gaussian-id

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln09")
public class Cwe330Vuln09 extends HttpServlet {
  private static Cookie secureCookie(String name, String value) {
    Cookie c = new Cookie(name, value);
    c.setSecure(true);
    c.setHttpOnly(true);
    return c;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      double g = new java.util.Random().nextGaussian();
      String id = Double.toString(g).replace(".", "");
      response.addCookie(secureCookie("visitor", id));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
