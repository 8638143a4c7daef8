// expect: CWE-501
// trust: source headers-enum, flow ternary-live, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Vuln08")
public class Cwe501Vuln08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
