// expect: none (CWE-643 safe)
// xpath: source reader, flow inner-constant, sink xpath-compile (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe643Safe08")
public class Cwe643Safe08 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      String bar = new Shaper().shape(param);
      Cwe643Safe08Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe643Safe08Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    String expr = "//account[id='" + bar + "']";
    javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
    compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
  }
}

