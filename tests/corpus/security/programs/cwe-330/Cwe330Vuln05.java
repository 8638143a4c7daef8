// expect: CWE-330
// random-field

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln05")
public class Cwe330Vuln05 extends HttpServlet {
  private static final java.util.Random RNG = new java.util.Random();

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String apiKey = Integer.toString(RNG.nextInt(Integer.MAX_VALUE), 36);
      response.setHeader("X-Api-Key", apiKey);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
