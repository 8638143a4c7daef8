// expect: CWE-22
// path: source cookie, flow switch-live, sink path-of (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln11")
public class Cwe022Vuln11 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      String bar;
      char pick = "XYZ".charAt(2);
      switch (pick) {
        case 'X': bar = "x-value"; break;
        case 'Z': bar = param; break;
        default: bar = "other"; break;
      }
      java.nio.file.Files.deleteIfExists(java.nio.file.Path.of("/tmp/cache", bar));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
