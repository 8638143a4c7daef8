// expect: none (CWE-89 safe)
// sql: source cookie-value, flow allow-list, sink prepare-concat (inline)

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
public class Cwe089Safe17 {

  @PostMapping("/corpus/Cwe089Safe17")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
    String bar = allowed.contains(param) ? param : "red";
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM orders WHERE ref = '" + bar + "'");
    ps.execute();
    return "done";
  }
}
