// expect: CWE-90
// ldap: source names, flow char-loop, sink ldap-template (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln07")
public class Cwe090Vuln07 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> ns = request.getParameterNames();
      while (ns.hasMoreElements()) {
        String n = ns.nextElement();
        if (n.startsWith("f_")) { param = n; break; }
      }
      StringBuilder chars = new StringBuilder();
      for (int i = 0; i < param.length(); i++) {
        char ch = param.charAt(i);
        if (ch != '\t') chars.append(ch);
      }
      String bar = chars.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
