// expect: CWE-90
// ldap: source param-map, flow dead-else, sink ldap-template (method)

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
  @Autowired
  private LdapTemplate ldapTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
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
      String bar = "init";
      int k = 9;
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
