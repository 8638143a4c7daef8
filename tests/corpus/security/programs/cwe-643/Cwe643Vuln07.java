// expect: CWE-643
// xpath: source header, flow list-shift, sink xpath-evaluate (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln07")
public class Cwe643Vuln07 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
    String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      java.util.List<String> items = new java.util.ArrayList<>();
      items.add("alpha");
      items.add(param);
      items.add("gamma");
      items.remove(0);
      String bar = items.get(0);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
