// expect: CWE-90
// ldap: source param-map, flow helper, sink ldap-template-authenticate (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln12")
public class Cwe090Vuln12 extends HttpServlet {
  private static String decorate(String in) {
    String out = "[" + in;
    return out + "]";
  }
  @Autowired
  private LdapTemplate ldapTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      String bar = decorate(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
