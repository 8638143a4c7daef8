// expect: none (CWE-79 safe)
// xss: source cookie, flow impl-ignores, sink output-stream (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe05")
public class Cwe079Safe05 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getOutputStream().print("<div>" + bar + "</div>");
  }

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
      Cwe079Safe05Shaper shaper = new Cwe079Safe05Fixed();
      String bar = shaper.shape(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe079Safe05Shaper {
  String shape(String in);
}

class Cwe079Safe05Fixed implements Cwe079Safe05Shaper {
  @Override
  public String shape(String in) {
    return "fixed";
  }
}

