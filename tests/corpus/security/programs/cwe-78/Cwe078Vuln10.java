// expect: CWE-78
// command: source request-header, flow map-same-key, sink exec-program (inline)

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
public class Cwe078Vuln10 {

  @PostMapping("/corpus/Cwe078Vuln10")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put("first", "fixed value");
    m.put("second", param);
    String bar = (String) m.get("second");
    Runtime rt = Runtime.getRuntime();
    rt.exec("/opt/tools/" + bar + ".sh").waitFor();
    return "done";
  }
}
