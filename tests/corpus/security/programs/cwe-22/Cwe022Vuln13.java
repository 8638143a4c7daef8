// expect: CWE-22
// path: source cookie-value, flow map-same-key, sink file-child (inline)

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
public class Cwe022Vuln13 {

  @PostMapping("/corpus/Cwe022Vuln13")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put("first", "fixed value");
    m.put("second", param);
    String bar = (String) m.get("second");
    java.io.File f = new java.io.File("/srv/uploads/", bar);
    if (f.exists()) f.delete();
    return "done";
  }
}
