// expect: CWE-643
// xpath: source query, flow list-shift, sink xpath-compile (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln08")
public class Cwe643Vuln08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      java.util.List<String> items = new java.util.ArrayList<>();
      items.add("alpha");
      items.add(param);
      items.add("gamma");
      items.remove(0);
      String bar = items.get(0);
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String expr = "//account[id='" + bar + "']";
      javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
      compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
