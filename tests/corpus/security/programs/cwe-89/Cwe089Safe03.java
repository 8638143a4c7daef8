// expect: none (CWE-89 safe)
// sql: source cookie-value, flow builder, sink jpa-named (inline)

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
public class Cwe089Safe03 {
  @PersistenceContext
  private EntityManager entityManager;

  @PostMapping("/corpus/Cwe089Safe03")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();
    return "done";
  }
}
