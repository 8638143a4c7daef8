// expect: CWE-601
// redirect: source path-variable, flow switch-live, sink location-header (inline)

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
public class Cwe601Vuln06 {

  @PostMapping("/corpus/Cwe601Vuln06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar;
    char pick = "XYZ".charAt(2);
    switch (pick) {
      case 'X': bar = "x-value"; break;
      case 'Z': bar = param; break;
      default: bar = "other"; break;
    }
    response.setStatus(302);
    response.setHeader("Location", "https://" + bar + "/welcome");
    return "done";
  }
}
