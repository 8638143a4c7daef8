// expect: CWE-327
// cipher-switch-rc2cbcpkcs5padding

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Vuln07")
public class Cwe327Vuln07 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg;
      int mode = 2;
      switch (mode) {
        case 1: alg = "AES/GCM/NoPadding"; break;
        case 2: alg = "RC2/CBC/PKCS5Padding"; break;
        default: alg = "AES/GCM/NoPadding";
      }
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
