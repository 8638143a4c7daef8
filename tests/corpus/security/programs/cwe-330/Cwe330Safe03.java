// expect: none (CWE-330 safe)
// uuid-session

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe03")
public class Cwe330Safe03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String sid = java.util.UUID.randomUUID().toString();
      request.getSession().setAttribute("csrfToken", sid);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
