// expect: CWE-79
// xss: source header, flow dead-else, sink writer-write (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln16")
public class Cwe079Vuln16 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = "init";
      int k = 9;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      java.io.PrintWriter out = response.getWriter();
      out.write(bar.toCharArray());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
