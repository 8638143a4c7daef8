// expect: none (CWE-501 safe)
// trust: source reader, flow regex-helper, sink session-value (inline)

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
  private static boolean wellFormed(String s) {
    return s != null && s.matches("^[a-z0-9_-]{1,32}$");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      if (!wellFormed(param)) {
        return;
      }
      String bar = param;
      request.getSession().setAttribute("userRole", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
