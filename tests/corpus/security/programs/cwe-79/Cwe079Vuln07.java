// expect: CWE-79
// xss: source header, flow builder, sink writer-println (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getWriter().println("<p>Hello " + bar + "</p>");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      StringBuilder sb = new StringBuilder("v-");
      sb.append(param).append("-end");
      String bar = sb.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
