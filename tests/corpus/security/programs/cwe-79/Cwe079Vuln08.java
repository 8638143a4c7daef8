// expect: CWE-79
// xss: source query, flow inner-class, sink writer-format (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln08")
public class Cwe079Vuln08 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      if (raw.length() > 200) return raw.substring(0, 200);
      return raw;
    }
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
      String bar = new Shaper().shape(param);
      response.getWriter().format("<b>%s</b>", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
