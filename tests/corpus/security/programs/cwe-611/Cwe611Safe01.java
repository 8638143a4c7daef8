// expect: none (CWE-611 safe)
// xxe-dom-disallow

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe611Safe01")
public class Cwe611Safe01 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      org.w3c.dom.Document d = f.newDocumentBuilder().parse(request.getInputStream());
      response.getWriter().println(d.getDocumentElement().getNodeName());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
