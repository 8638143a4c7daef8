// expect: CWE-643
// xpath: source cookie, flow inner-class, sink xpath-compile (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln10")
public class Cwe643Vuln10 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      if (raw.length() > 200) return raw.substring(0, 200);
      return raw;
    }
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
      String bar = new Shaper().shape(param);
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String expr = "//account[id='" + bar + "']";
      javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
      compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
