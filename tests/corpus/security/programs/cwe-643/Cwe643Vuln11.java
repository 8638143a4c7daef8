// expect: CWE-643
// xpath: source reader, flow stream, sink xpath-evaluate (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Vuln11")
public class Cwe643Vuln11 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
    String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
