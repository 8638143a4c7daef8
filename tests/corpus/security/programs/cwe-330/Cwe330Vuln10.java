// expect: CWE-330
// tlr-long-session

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln10")
public class Cwe330Vuln10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      long s = java.util.concurrent.ThreadLocalRandom.current().nextLong();
      request.getSession().setAttribute("sessionKey", Long.toString(s));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
