// expect: CWE-22
// path: source cookie, flow second-class-static, sink file-writer (inline)

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
      String bar = Cwe022Vuln11Text.tidy(param);
      java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
      w.write("x");
      w.close();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe022Vuln11Text {
  static String tidy(String in) {
    return in.replace("\n", " ");
  }
}

