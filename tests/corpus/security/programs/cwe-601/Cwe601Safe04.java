// expect: none (CWE-601 safe)
// redirect: source request-param, flow ternary-dead, sink location-header (inline)

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
public class Cwe601Safe04 {

  @PostMapping("/corpus/Cwe601Safe04")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 12;
    String bar = (limit * 5 > 100) ? param : "fallback";
    response.setStatus(302);
    response.setHeader("Location", "https://" + bar + "/welcome");
    return "done";
  }
}
