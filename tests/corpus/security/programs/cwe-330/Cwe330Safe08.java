// expect: none (CWE-330 safe)
// random-color

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe08")
public class Cwe330Safe08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      String[] colors = { "red", "green", "blue" };
      String color = colors[java.util.concurrent.ThreadLocalRandom.current().nextInt(colors.length)];
      response.getWriter().println("<span class='" + color + "'>hi</span>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
