// expect: none (CWE-611 safe)
// xxe-dom-secure-processing

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe611Safe04")
public class Cwe611Safe04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
      f.setAttribute(javax.xml.XMLConstants.ACCESS_EXTERNAL_DTD, "");
      f.setAttribute(javax.xml.XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      f.newDocumentBuilder().parse(request.getInputStream());
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
