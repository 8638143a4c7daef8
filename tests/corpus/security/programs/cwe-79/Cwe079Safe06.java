// expect: none (CWE-79 safe)
// xss: source param-map, flow inner-class, sink escaped-commons (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe06")
public class Cwe079Safe06 extends HttpServlet {
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
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      String bar = new Shaper().shape(param);
      String shown = org.apache.commons.text.StringEscapeUtils.escapeHtml4(bar);
      response.getWriter().print(shown);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
