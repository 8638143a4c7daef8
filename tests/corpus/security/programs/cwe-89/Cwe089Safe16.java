// expect: none (CWE-89 safe)
// sql: source request-param, flow helper-ignores, sink statement-update (helper-class)

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
  private static String label(String in) {
    String ignored = in;
    return "label";
  }

  @PostMapping("/corpus/Cwe089Safe16")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = label(param);
    Cwe089Safe16Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe089Safe16Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:corpus");
    String sql = "UPDATE notes SET body = '" + bar + "' WHERE id = 7";
    conn.createStatement().executeUpdate(sql);
  }
}

