// expect: none (CWE-89 safe)
// sql: source request-header, flow switch-live, sink jpa-named (inline)

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
public class Cwe089Safe12 {
  @PersistenceContext
  private EntityManager entityManager;

  @PostMapping("/corpus/Cwe089Safe12")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar;
    char pick = "XYZ".charAt(2);
    switch (pick) {
      case 'X': bar = "x-value"; break;
      case 'Z': bar = param; break;
      default: bar = "other"; break;
    }
    Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();
    return "done";
  }
}
