// expect: none (CWE-89 safe)
// sql: source request-body, flow allow-list, sink statement-update (inline)

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
public class Cwe089Safe08 {

  @PostMapping("/corpus/Cwe089Safe08")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
    String bar = allowed.contains(param) ? param : "red";
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
    conn.createStatement().executeUpdate(sql);
    return "done";
  }
}
