// expect: none (CWE-90 safe)
// ldap: source request-header, flow map-other-key, sink ldap-template (nested)

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
public class Cwe090Safe07 {
  @Autowired
  private LdapTemplate ldapTemplate;
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.util.List<String> names = ldapTemplate.search("ou=people", "(mail=" + bar + ")", (javax.naming.directory.Attributes a) -> "x");
    }
  }

  @PostMapping("/corpus/Cwe090Safe07")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.HashMap<String, String> m = new java.util.HashMap<>();
    m.put("left", param);
    m.put("right", "fixed_value");
    String bar = m.get("right");
    new Worker().run(bar, request, response);
    return "done";
  }
}
