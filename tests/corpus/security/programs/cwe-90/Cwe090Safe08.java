// expect: none (CWE-90 safe)
// ldap: source param, flow overwritten, sink ldap-template-authenticate (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Safe08")
public class Cwe090Safe08 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = param;
      bar = "replaced";
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
