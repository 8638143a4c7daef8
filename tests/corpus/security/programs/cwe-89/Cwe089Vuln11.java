// expect: CWE-89
// sql: source request-body, flow direct, sink batch (helper-class)

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
public class Cwe089Vuln11 {

  @PostMapping("/corpus/Cwe089Vuln11")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = param;
    Cwe089Vuln11Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe089Vuln11Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    java.sql.Statement st = conn.createStatement();
    st.addBatch("DELETE FROM tags WHERE label = '" + bar + "'");
    st.executeBatch();
  }
}

