// expect: CWE-79
// xss: source header, flow ternary-live, sink esapi-canonicalized (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln07")
public class Cwe079Vuln07 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      String plain = org.owasp.esapi.ESAPI.encoder().canonicalize(bar);
      response.getWriter().println("<td>" + plain + "</td>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
