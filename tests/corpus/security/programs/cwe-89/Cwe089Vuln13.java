// expect: CWE-89
// sql: source request-param, flow dead-else, sink jpa-query (method)

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
public class Cwe089Vuln13 {
  @PersistenceContext
  private EntityManager entityManager;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = '" + bar + "'").getSingleResult();
  }

  @PostMapping("/corpus/Cwe089Vuln13")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 9;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    process(bar, request, response);
    return "done";
  }
}
