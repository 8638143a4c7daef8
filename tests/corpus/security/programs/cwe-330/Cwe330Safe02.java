// expect: none (CWE-330 safe)
// secure-bytes-token

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe02")
public class Cwe330Safe02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      byte[] raw = new byte[16];
      java.security.SecureRandom sr = new java.security.SecureRandom();
      sr.nextBytes(raw);
      String token = java.util.Base64.getUrlEncoder().encodeToString(raw);
      response.getWriter().println(token);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
