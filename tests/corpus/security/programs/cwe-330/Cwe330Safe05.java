// expect: none (CWE-330 safe)
// random-shuffle-quiz

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe330Safe05")
public class Cwe330Safe05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.util.List<String> qs = new java.util.ArrayList<>(java.util.List.of("q1", "q2", "q3"));
      java.util.Collections.shuffle(qs, new java.util.Random());
      response.getWriter().println(qs.get(0));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
