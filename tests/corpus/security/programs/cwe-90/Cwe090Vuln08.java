// expect: CWE-90
// ldap: source request-body, flow builder, sink ldap-template-authenticate (inline)

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
public class Cwe090Vuln08 {
  @Autowired
  private LdapTemplate ldapTemplate;

  @PostMapping("/corpus/Cwe090Vuln08")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    boolean ok = ldapTemplate.authenticate("ou=people", "(uid=" + bar + ")", "secret");
    return "done";
  }
}
