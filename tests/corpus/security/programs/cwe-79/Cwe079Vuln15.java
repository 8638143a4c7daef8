// expect: CWE-79
// xss: source param-map, flow switch-live, sink writer-printf (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln15")
public class Cwe079Vuln15 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.PrintWriter out = response.getWriter();
    out.printf(bar, "a", "b");
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
      String bar;
      char pick = "XYZ".charAt(2);
      switch (pick) {
        case 'X': bar = "x-value"; break;
        case 'Z': bar = param; break;
        default: bar = "other"; break;
      }
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
