// expect: CWE-327
// keygen-enum-des

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Vuln13")
public class Cwe327Vuln13 extends HttpServlet {
  private enum Suite {
    LEGACY("HmacSHA256"),
    CURRENT("DES");
    private final String jca;
    Suite(String jca) {
      this.jca = jca;
    }
    String jcaName() {
      return jca;
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg = Suite.CURRENT.jcaName();
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);
      javax.crypto.SecretKey key = kg.generateKey();
      response.getWriter().println(key.getEncoded().length);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
