// expect: CWE-501
// trust: source cookie-value, flow split, sink session-value (helper-class)

package corpus.security;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.*;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;

@Controller
public class Cwe501Vuln04 {

  @PostMapping("/corpus/Cwe501Vuln04")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] parts = (param + " tail").split(" ");
    String bar = parts[0];
    Cwe501Vuln04Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe501Vuln04Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    request.getSession().setAttribute("userRole", bar);
  }
}

