// expect: none (CWE-611 safe)
// xxe-stax-no-dtd

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe611Safe03")
public class Cwe611Safe03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      javax.xml.stream.XMLInputFactory f = javax.xml.stream.XMLInputFactory.newInstance();
      f.setProperty(javax.xml.stream.XMLInputFactory.SUPPORT_DTD, false);
      javax.xml.stream.XMLStreamReader r = f.createXMLStreamReader(request.getInputStream());
      while (r.hasNext()) r.next();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
