// expect: CWE-330
// random-password

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Vuln07")
public class Cwe330Vuln07 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      StringBuilder pw = new StringBuilder();
      java.util.Random r = new java.util.Random();
      for (int i = 0; i < 12; i++) pw.append((char) ('a' + r.nextInt(26)));
      request.getSession().setAttribute("tempPassword", pw.toString());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
