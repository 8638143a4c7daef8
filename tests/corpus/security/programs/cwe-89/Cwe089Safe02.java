// expect: none (CWE-89 safe)
// sql: source request-param, flow builder-reset, sink statement-update (inline)

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
public class Cwe089Safe02 {

  @PostMapping("/corpus/Cwe089Safe02")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder();
    sb.append(param);
    sb = new StringBuilder("clean");
    String bar = sb.toString();
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
    conn.createStatement().executeUpdate(sql);
    return "done";
  }
}
