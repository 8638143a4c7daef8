// expect: CWE-643
// xpath: source values, flow field-store, sink xpath-evaluate (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln13")
public class Cwe643Vuln13 extends HttpServlet {
  static class Holder {
    String value;
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
      String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
