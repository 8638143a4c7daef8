// expect: none (CWE-330 safe)
// secure-field-key

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe09")
public class Cwe330Safe09 extends HttpServlet {
  private static final java.security.SecureRandom SRNG = new java.security.SecureRandom();

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String apiKey = Integer.toString(SRNG.nextInt(Integer.MAX_VALUE), 36);
      response.setHeader("X-Api-Key", apiKey);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
