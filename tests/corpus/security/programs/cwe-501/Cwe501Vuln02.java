// expect: CWE-501
// trust: source cookie, flow function-lambda, sink session-name (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Vuln02")
public class Cwe501Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      java.util.function.Function<String, String> wrap = s -> "<" + s + ">";
      String bar = wrap.apply(param);
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
