// expect: CWE-89
// sql: source path-variable, flow field-store, sink statement-update (helper-class)

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
  static class Holder {
    String value;
  }

  @PostMapping("/corpus/Cwe089Vuln16")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    Cwe089Vuln16Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe089Vuln16Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
    conn.createStatement().executeUpdate(sql);
  }
}

