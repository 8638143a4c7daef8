// expect: CWE-601
// redirect: source param-map, flow direct, sink send-redirect (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(bar);
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
      String bar = param;
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
