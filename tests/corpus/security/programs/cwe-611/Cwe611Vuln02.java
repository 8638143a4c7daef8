// expect: CWE-611
// xxe-sax

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe611Vuln02")
public class Cwe611Vuln02 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      javax.xml.parsers.SAXParserFactory f = javax.xml.parsers.SAXParserFactory.newInstance();
      f.newSAXParser().parse(request.getInputStream(), new org.xml.sax.helpers.DefaultHandler());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
