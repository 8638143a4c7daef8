// expect: none (CWE-327 safe)
// cipher-helper-aesgcmnopadding

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Safe05")
public class Cwe327Safe05 extends HttpServlet {
  private String pickAlgorithm() {
    return "AES/GCM/NoPadding";
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg = pickAlgorithm();
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
