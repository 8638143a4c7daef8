// expect: CWE-643
// xpath: source values, flow interface-impl, sink xpath-evaluate (inline)

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

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      Cwe643Vuln13Shaper shaper = new Cwe643Vuln13Trim();
      String bar = shaper.shape(param);
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
      String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe643Vuln13Shaper {
  String shape(String in);
}

class Cwe643Vuln13Trim implements Cwe643Vuln13Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}

