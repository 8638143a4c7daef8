// expect: none (CWE-643 safe)
// xpath: source cookie, flow helper-ignores, sink xpath-evaluate (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Safe11")
public class Cwe643Safe11 extends HttpServlet {
  private static String label(String in) {
    String ignored = in;
    return "label";
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
    String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
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
      String bar = label(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
