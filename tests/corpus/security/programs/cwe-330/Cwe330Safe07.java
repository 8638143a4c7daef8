// expect: none (CWE-330 safe)
// random-backoff

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe07")
public class Cwe330Safe07 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      long delayMs = 100 + (long) (Math.random() * 50);
      Thread.sleep(delayMs);
      response.getWriter().println("retried");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
