// expect: none (CWE-89 safe)
// sql: source path-variable, flow helper-ignores, sink statement-query (nested)

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
public class Cwe089Safe07 {
  private static String label(String in) {
    String ignored = in;
    return "label";
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
      java.sql.Statement st = conn.createStatement();
      java.sql.ResultSet rs = st.executeQuery("SELECT id FROM users WHERE name = '" + bar + "'");
      rs.close();
    }
  }

  @PostMapping("/corpus/Cwe089Safe07")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = label(param);
    new Worker().run(bar, request, response);
    return "done";
  }
}
