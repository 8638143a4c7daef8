// expect: CWE-79
// xss: source query, flow field-store, sink writer-println (method)

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
  static class Holder {
    String value;
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getWriter().println("<p>Hello " + bar + "</p>");
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
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
