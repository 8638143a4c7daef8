// expect: CWE-501
// trust: source request-param, flow builder, sink session-put-value (helper-class)

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
public class Cwe501Vuln09 {

  @PostMapping("/corpus/Cwe501Vuln09")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    Cwe501Vuln09Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe501Vuln09Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    request.getSession().putValue("account", bar);
  }
}

