// expect: CWE-89
// sql: source request-body, flow ternary-live, sink jdbc-template (nested)

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
  @Autowired
  private JdbcTemplate jdbcTemplate;
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");
    }
  }

  @PostMapping("/corpus/Cwe089Vuln11")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 40;
    String bar = (limit * 3 > 100) ? param : "fallback";
    new Worker().run(bar, request, response);
    return "done";
  }
}
