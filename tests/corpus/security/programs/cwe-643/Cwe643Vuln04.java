// expect: CWE-643
// xpath: source param, flow trim-lower, sink xpath-compile (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln04")
public class Cwe643Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = param.trim().toLowerCase();
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String expr = "//account[id='" + bar + "']";
      javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
      compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
