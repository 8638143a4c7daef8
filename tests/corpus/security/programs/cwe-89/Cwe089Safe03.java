// expect: none (CWE-89 safe)
// sql: source cookie-value, flow base64, sink jpa-named (nested)

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
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      Object one = entityManager.createQuery("SELECT u FROM User u WHERE u.email = :e").setParameter("e", bar).getSingleResult();
    }
  }

  @PostMapping("/corpus/Cwe089Safe03")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
    String bar = new String(java.util.Base64.getDecoder().decode(enc));
    new Worker().run(bar, request, response);
    return "done";
  }
}
