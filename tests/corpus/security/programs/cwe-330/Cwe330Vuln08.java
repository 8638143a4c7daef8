// expect: CWE-330
// math-random-helper

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln08")
public class Cwe330Vuln08 extends HttpServlet {
  private static String makeNonce() {
    return Long.toString((long) (Math.random() * 1e12));
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String nonce = makeNonce();
      response.setHeader("X-Nonce", nonce);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
