// expect: none (CWE-78 safe)
// command: source request-header, flow array-other, sink exec-string (nested)

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
public class Cwe078Safe11 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      Process p = Runtime.getRuntime().exec("sh -c ls " + bar);
      p.waitFor();
    }
  }

  @PostMapping("/corpus/Cwe078Safe11")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] slots = { "one", param, "three" };
    String bar = slots[2];
    new Worker().run(bar, request, response);
    return "done";
  }
}
