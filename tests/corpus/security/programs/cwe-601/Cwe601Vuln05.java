// expect: CWE-601
// redirect: source param-map, flow helper, sink send-redirect (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Vuln05")
public class Cwe601Vuln05 extends HttpServlet {
  private static String decorate(String in) {
    String out = "[" + in;
    return out + "]";
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
      String bar = decorate(param);
      response.sendRedirect(bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
