// expect: none (CWE-330 safe)
// random-dice-game

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe06")
public class Cwe330Safe06 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      int roll = 1 + new java.util.Random().nextInt(6);
      response.getWriter().println("You rolled " + roll);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
