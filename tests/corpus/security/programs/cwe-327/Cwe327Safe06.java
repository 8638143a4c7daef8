// expect: none (CWE-327 safe)
// cipher-overwrite-aescbcpkcs5padding

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Safe06")
public class Cwe327Safe06 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg = "AES";
      alg = "AES/CBC/PKCS5Padding";
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
