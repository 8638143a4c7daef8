// expect: none (CWE-327 safe)
// keygen-props-default-aes

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe327Safe15")
public class Cwe327Safe15 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.util.Properties props = new java.util.Properties();
      java.io.InputStream cfg = getClass().getClassLoader().getResourceAsStream("app.properties");
      if (cfg != null) props.load(cfg);
      String alg = props.getProperty("crypto.algorithm", "AES");
      javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);
      javax.crypto.SecretKey key = kg.generateKey();
      response.getWriter().println(key.getEncoded().length);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
