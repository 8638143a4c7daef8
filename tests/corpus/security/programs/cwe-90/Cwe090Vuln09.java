// expect: CWE-90
// ldap: source headers-enum, flow base64, sink ldap-template (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln09")
public class Cwe090Vuln09 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
      String bar = new String(java.util.Base64.getDecoder().decode(enc));
      java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
