// expect: CWE-327
// cipher-const-field-descbcpkcs5padding

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Vuln09")
public class Cwe327Vuln09 extends HttpServlet {
  private static final String ALGORITHM = "DES/CBC/PKCS5Padding";

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg = ALGORITHM;
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance("AES");
      javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(alg);
      c.init(javax.crypto.Cipher.ENCRYPT_MODE, kg.generateKey());
      byte[] out = c.doFinal(request.getParameter("msg").getBytes("UTF-8"));
      response.getWriter().println(java.util.Base64.getEncoder().encodeToString(out).length());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
