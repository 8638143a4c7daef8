// expect: none (CWE-327 safe)
// keygen-interface-impl-hmacsha256

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Safe14")
public class Cwe327Safe14 extends HttpServlet {
  interface AlgorithmSource {
    String algorithm();
  }
  static class Configured implements AlgorithmSource {
    public String algorithm() {
      return "HmacSHA256";
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      AlgorithmSource source = new Configured();
      String alg = source.algorithm();
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);
      javax.crypto.SecretKey key = kg.generateKey();
      response.getWriter().println(key.getEncoded().length);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
