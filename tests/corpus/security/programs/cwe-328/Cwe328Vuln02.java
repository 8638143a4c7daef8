// expect: CWE-328
// hash-interface-impl-sha1

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe328Vuln02")
public class Cwe328Vuln02 extends HttpServlet {
  interface AlgorithmSource {
    String algorithm();
  }
  static class Configured implements AlgorithmSource {
    public String algorithm() {
      return "SHA-1";
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      AlgorithmSource source = new Configured();
      String alg = source.algorithm();
      java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);
      String secret = request.getParameter("password");
      byte[] digest = md.digest(secret.getBytes("UTF-8"));
      request.getSession().setAttribute("pwHash", java.util.Base64.getEncoder().encodeToString(digest));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
