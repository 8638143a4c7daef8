// expect: none (CWE-78 safe)
// command: source request-param, flow enum-valueof, sink exec-string (nested)

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
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      Process p = Runtime.getRuntime().exec("sh -c ls " + bar);
      p.waitFor();
    }
  }

  @PostMapping("/corpus/Cwe078Safe01")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = Cwe078Safe01Level.valueOf(param.toUpperCase()).name();
    new Worker().run(bar, request, response);
    return "done";
  }
}

enum Cwe078Safe01Level {
  LOW,
  HIGH
}

