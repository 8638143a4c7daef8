// expect: none (CWE-501 safe)
// trust: source param-map, flow switch-dead, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe08")
public class Cwe501Safe08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      String bar;
      char pick = "XYZ".charAt(0);
      switch (pick) {
        case 'X': bar = "x-value"; break;
        case 'Z': bar = param; break;
        default: bar = "other"; break;
      }
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
