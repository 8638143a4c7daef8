// expect: none (CWE-327 safe)
// keygen-ternary-dead-hmacsha256

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Safe16")
public class Cwe327Safe16 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      int level = 4;
      String alg = (level + 10 > 12) ? "HmacSHA256" : "RC4";
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);
      javax.crypto.SecretKey key = kg.generateKey();
      response.getWriter().println(key.getEncoded().length);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
