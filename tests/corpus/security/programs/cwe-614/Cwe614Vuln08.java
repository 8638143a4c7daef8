// expect: CWE-614
// cookie-header

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe614Vuln08")
public class Cwe614Vuln08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String value = java.util.UUID.randomUUID().toString();
      response.addHeader("Set-Cookie", "token=" + value + "; Path=/; HttpOnly");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
