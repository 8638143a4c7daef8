// expect: none (CWE-90 safe)
// ldap: source cookie, flow if-dead, sink ldap-template-authenticate (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe04")
public class Cwe090Safe04 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");
  }

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
      String bar = "init";
      int k = 3;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
