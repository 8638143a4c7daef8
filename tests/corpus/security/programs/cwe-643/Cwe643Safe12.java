// expect: none (CWE-643 safe)
// xpath: source param-map, flow split, sink xpath-escaped (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Safe12")
public class Cwe643Safe12 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    String clean = org.owasp.esapi.ESAPI.encoder().encodeForXPath(bar);
    String found = xp.evaluate("/users/user[@name='" + clean + "']", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));
  }

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
      String[] parts = (param + " tail").split(" ");
      String bar = parts[0];
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
