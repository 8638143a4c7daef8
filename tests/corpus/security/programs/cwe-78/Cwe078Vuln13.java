// expect: CWE-78
// command: source cookie-value, flow format, sink process-builder (inline)

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
public class Cwe078Vuln13 {

  @PostMapping("/corpus/Cwe078Vuln13")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = String.format("%s", param);
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
    pb.start().waitFor();
    return "done";
  }
}
