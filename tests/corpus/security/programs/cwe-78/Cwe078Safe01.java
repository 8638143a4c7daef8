// expect: none (CWE-78 safe)
// command: source request-param, flow inner-constant, sink exec-string (inline)

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
public class Cwe078Safe01 {
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }

  @PostMapping("/corpus/Cwe078Safe01")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = new Shaper().shape(param);
    Process p = Runtime.getRuntime().exec("sh -c ls " + bar);
    p.waitFor();
    return "done";
  }
}
