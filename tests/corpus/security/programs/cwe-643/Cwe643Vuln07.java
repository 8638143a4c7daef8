// expect: CWE-643
// xpath: source header, flow optional-map, sink xpath-evaluate (helper-class)

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

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = java.util.Optional.ofNullable(param).map(String::trim).orElse("");
      Cwe643Vuln07Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe643Vuln07Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
    String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
  }
}

