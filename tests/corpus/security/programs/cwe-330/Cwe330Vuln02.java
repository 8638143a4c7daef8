// expect: CWE-330
// math-random-session

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln02")
public class Cwe330Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      double r = Math.random();
      String sid = Double.toString(r).substring(2);
      request.getSession().setAttribute("csrfToken", sid);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
