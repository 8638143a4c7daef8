// expect: none (CWE-601 safe)
// redirect: source header, flow map-same-key, sink redirect-allowed (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe06")
public class Cwe601Safe06 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      java.util.Map<String, Object> m = new java.util.HashMap<>();
      m.put("first", "fixed value");
      m.put("second", param);
      String bar = (String) m.get("second");
      if (bar.startsWith("/") && !bar.startsWith("//")) {
        response.sendRedirect(bar);
      } else {
        response.sendRedirect("/");
      }
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
