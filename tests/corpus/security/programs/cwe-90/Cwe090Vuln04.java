// expect: CWE-90
// ldap: source reader, flow interface-impl, sink ldap-template-authenticate (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe090Vuln04")
public class Cwe090Vuln04 extends HttpServlet {
  @Autowired
  private LdapTemplate ldapTemplate;
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      Cwe090Vuln04Shaper shaper = new Cwe090Vuln04Trim();
      String bar = shaper.shape(param);
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe090Vuln04Shaper {
  String shape(String in);
}

class Cwe090Vuln04Trim implements Cwe090Vuln04Shaper {
  @Override
  public String shape(String in) {
    return in.strip();
  }
}

