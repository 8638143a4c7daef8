// expect: none (CWE-643 safe)
// xpath: source header, flow props-set, sink xpath-escaped (nested)

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
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      String clean = org.owasp.esapi.ESAPI.encoder().encodeForXPath(bar);
      String found = xp.evaluate("/users/user[@name='" + clean + "']", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      java.util.Properties p = new java.util.Properties();
      p.setProperty("target", param);
      String bar = p.getProperty("target", "none");
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
