// expect: CWE-501
// trust: source request-body, flow stream, sink session-value (nested)

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
public class Cwe501Vuln07 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      request.getSession().setAttribute("userRole", bar);
    }
  }

  @PostMapping("/corpus/Cwe501Vuln07")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
    new Worker().run(bar, request, response);
    return "done";
  }
}
