// expect: none (CWE-89 safe)
// sql: source request-param, flow props-other, sink batch (inline)

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
public class Cwe089Safe16 {

  @PostMapping("/corpus/Cwe089Safe16")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("unrelated", "default_ok");
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.Statement st = conn.createStatement();
    st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
    st.executeBatch();
    return "done";
  }
}
