// expect: CWE-327
// cipher-enum-desedecbcnopadding

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Vuln08")
public class Cwe327Vuln08 extends HttpServlet {
  private enum Suite {
    LEGACY("RSA/ECB/OAEPWithSHA-256AndMGF1Padding"),
    CURRENT("DESede/CBC/NoPadding");
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
