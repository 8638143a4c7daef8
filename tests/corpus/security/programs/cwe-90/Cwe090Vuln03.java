// expect: CWE-90
// ldap: source cookie, flow split, sink ldap-template (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln03")
public class Cwe090Vuln03 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      String[] parts = (param + " tail").split(" ");
      String bar = parts[0];
      java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
