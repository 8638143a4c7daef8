// expect: CWE-90
// ldap: source values, flow ternary-live, sink ldap-template (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln06")
public class Cwe090Vuln06 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      int limit = 40;
      String bar = (limit * 3 > 100) ? param : "fallback";
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
