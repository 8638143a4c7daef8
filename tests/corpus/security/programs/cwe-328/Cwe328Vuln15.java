// expect: CWE-328
// hash2-props-set-sha1-5

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe328Vuln15")
public class Cwe328Vuln15 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.util.Properties props = new java.util.Properties();
      props.setProperty("algo.main", "SHA1");
      props.setProperty("algo.old", "SHA3-256");
      String alg = props.getProperty("algo.main");
      java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);
      String secret = request.getParameter("password");
      byte[] digest = md.digest(secret.getBytes("UTF-8"));
      request.getSession().setAttribute("pwHash", java.util.Base64.getEncoder().encodeToString(digest));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
