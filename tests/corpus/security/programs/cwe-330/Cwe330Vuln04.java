// expect: CWE-330
// random-bytes-token

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln04")
public class Cwe330Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      byte[] raw = new byte[16];
      new java.util.Random().nextBytes(raw);
      String token = java.util.Base64.getUrlEncoder().encodeToString(raw);
      response.getWriter().println(token);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
