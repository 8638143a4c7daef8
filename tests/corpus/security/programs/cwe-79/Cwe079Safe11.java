// expect: none (CWE-79 safe)
// xss: source cookie, flow props-other, sink writer-write (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe11")
public class Cwe079Safe11 extends HttpServlet {

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
      java.util.Properties p = new java.util.Properties();
      p.setProperty("target", param);
      String bar = p.getProperty("unrelated", "default_ok");
      Cwe079Safe11Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe079Safe11Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.PrintWriter out = response.getWriter();
    out.write(bar.toCharArray());
  }
}

