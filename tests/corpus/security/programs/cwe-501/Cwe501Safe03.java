// expect: none (CWE-501 safe)
// trust: source headers-enum, flow dead-else, sink session-checked (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe03")
public class Cwe501Safe03 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      if (!bar.matches("^[A-Za-z]{2,12}$")) {
        response.sendError(400);
        return;
      }
      request.getSession().setAttribute("displayName", bar);
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      String bar = "init";
      int k = 9;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
