// expect: none (CWE-643 safe)
// xpath: source header, flow array-index, sink xpath-escaped (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Safe06")
public class Cwe643Safe06 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String clean = org.owasp.esapi.ESAPI.encoder().encodeForXPath(bar);
      String found = xp.evaluate("/users/user[@name='" + clean + "']", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
