// expect: CWE-89
// sql: source path-variable, flow switch-live, sink batch (inline)

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
public class Cwe089Vuln16 {

  @PostMapping("/corpus/Cwe089Vuln16")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar;
    char pick = "XYZ".charAt(2);
    switch (pick) {
      case 'X': bar = "x-value"; break;
      case 'Z': bar = param; break;
      default: bar = "other"; break;
    }
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.Statement st = conn.createStatement();
    st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
    st.executeBatch();
    return "done";
  }
}
