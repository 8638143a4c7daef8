// expect: none (CWE-79 safe)
// xss: source param-map, flow function-lambda, sink esapi-validated (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe12")
public class Cwe079Safe12 extends HttpServlet {

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
      java.util.function.Function<String, String> wrap = s -> "<" + s + ">";
      String bar = wrap.apply(param);
      String checked = org.owasp.esapi.ESAPI.validator().getValidInput("name", bar, "SafeString", 40, false);
      response.getWriter().println("<td>" + checked + "</td>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
