// expect: none (CWE-79 safe)
// xss: source param-map, flow ternary-live, sink escaped-commons (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe15")
public class Cwe079Safe15 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String shown = org.apache.commons.text.StringEscapeUtils.escapeHtml4(bar);
    response.getWriter().print(shown);
  }

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
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
