// expect: none (CWE-89 safe)
// sql: source cookie-value, flow map-other-key, sink jdbc-template (method)

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
  @Autowired
  private JdbcTemplate jdbcTemplate;
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<java.util.Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT * FROM items WHERE code = '" + bar + "'");
  }

  @PostMapping("/corpus/Cwe089Safe17")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.HashMap<String, String> m = new java.util.HashMap<>();
    m.put("left", param);
    m.put("right", "fixed_value");
    String bar = m.get("right");
    process(bar, request, response);
    return "done";
  }
}
