// expect: none (CWE-79 safe)
// xss: source cookie, flow optional-filter, sink writer-println (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe08")
public class Cwe079Safe08 extends HttpServlet {

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
      String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("[A-Za-z0-9]{1,24}")).orElse("anon");
      response.getWriter().println("<p>Hello " + bar + "</p>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
