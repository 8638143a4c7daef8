// expect: CWE-328
// hash-ternary-dead-md2

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe328Vuln04")
public class Cwe328Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      int level = 4;
      String alg = (level + 10 > 12) ? "MD2" : "SHA3-256";
      java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);
      String secret = request.getParameter("password");
      byte[] digest = md.digest(secret.getBytes("UTF-8"));
      request.getSession().setAttribute("pwHash", java.util.Base64.getEncoder().encodeToString(digest));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
