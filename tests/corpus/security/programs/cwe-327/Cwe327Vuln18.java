// expect: CWE-327
// keygen-builder-desede

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Vuln18")
public class Cwe327Vuln18 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      StringBuilder name = new StringBuilder();
      name.append("DESede");
      String alg = name.toString();
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);
      javax.crypto.SecretKey key = kg.generateKey();
      response.getWriter().println(key.getEncoded().length);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
