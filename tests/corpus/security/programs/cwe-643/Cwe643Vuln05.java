// expect: CWE-643
// xpath: source param-map, flow ternary-live, sink xpath-compile (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln05")
public class Cwe643Vuln05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String expr = "//account[id='" + bar + "']";
      javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
      compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
