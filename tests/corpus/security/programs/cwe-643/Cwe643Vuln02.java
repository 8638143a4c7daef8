// expect: CWE-643
// xpath: source headers-enum, flow map-same-key, sink xpath-compile (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln02")
public class Cwe643Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      java.util.Map<String, Object> m = new java.util.HashMap<>();
      m.put("first", "fixed value");
      m.put("second", param);
      String bar = (String) m.get("second");
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String expr = "//account[id='" + bar + "']";
      javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
      compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
