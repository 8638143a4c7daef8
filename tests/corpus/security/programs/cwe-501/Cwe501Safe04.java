// expect: none (CWE-501 safe)
// trust: source reader, flow allow-list, sink session-value (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe04")
public class Cwe501Safe04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      request.getSession().setAttribute("userRole", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
