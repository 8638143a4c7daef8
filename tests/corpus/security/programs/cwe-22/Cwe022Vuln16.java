// expect: CWE-22
// path: source request-body, flow array-index, sink file-input (inline)

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
public class Cwe022Vuln16 {

  @PostMapping("/corpus/Cwe022Vuln16")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] slots = { "one", param, "three" };
    String bar = slots[1];
    try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
      in.read();
    }
    return "done";
  }
}
