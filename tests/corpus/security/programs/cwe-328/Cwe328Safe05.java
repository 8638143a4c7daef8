// expect: none (CWE-328 safe)
// hash-helper-sha256

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe328Safe05")
public class Cwe328Safe05 extends HttpServlet {
  private String pickAlgorithm() {
    return "SHA-256";
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String alg = pickAlgorithm();
      java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);
      String secret = request.getParameter("password");
      byte[] digest = md.digest(secret.getBytes("UTF-8"));
      request.getSession().setAttribute("pwHash", java.util.Base64.getEncoder().encodeToString(digest));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
