// expect: CWE-502
// deser-xml-decoder

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Vuln03")
public class Cwe502Vuln03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      java.beans.XMLDecoder dec = new java.beans.XMLDecoder(request.getInputStream());
      Object o = dec.readObject();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
