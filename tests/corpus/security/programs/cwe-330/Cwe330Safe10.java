// expect: none (CWE-330 safe)
// random-sample-log

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe10")
public class Cwe330Safe10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      if (new java.util.Random().nextInt(100) < 5) {
        log("sampled request " + request.getRequestURI());
      }
      response.getWriter().println("ok");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
