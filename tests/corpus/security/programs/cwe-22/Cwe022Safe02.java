// expect: none (CWE-22 safe)
// path: source cookie-value, flow ternary-dead, sink file-input (inline)

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
public class Cwe022Safe02 {

  @PostMapping("/corpus/Cwe022Safe02")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 12;
    String bar = (limit * 5 > 100) ? param : "fallback";
    try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
      in.read();
    }
    return "done";
  }
}
