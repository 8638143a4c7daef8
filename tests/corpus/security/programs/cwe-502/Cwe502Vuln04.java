// expect: CWE-502
// deser-cookie-state

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe502Vuln04")
public class Cwe502Vuln04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    try {
      Cookie[] cs = request.getCookies();
      String s = cs != null && cs.length > 0 ? cs[0].getValue() : "";
      Object o = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(java.util.Base64.getDecoder().decode(s))).readObject();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
