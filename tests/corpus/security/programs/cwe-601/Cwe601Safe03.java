// expect: none (CWE-601 safe)
// redirect: source query, flow helper, sink redirect-allowed (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe03")
public class Cwe601Safe03 extends HttpServlet {
  private static String decorate(String in) {
    String out = "[" + in;
    return out + "]";
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      String bar = decorate(param);
      if (bar.startsWith("/") && !bar.startsWith("//")) {
        response.sendRedirect(bar);
      } else {
        response.sendRedirect("/");
      }
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
