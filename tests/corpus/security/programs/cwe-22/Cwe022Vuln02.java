// expect: CWE-22
// path: source request-body, flow builder, sink file-input (nested)

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
public class Cwe022Vuln02 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
        in.read();
      }
    }
  }

  @PostMapping("/corpus/Cwe022Vuln02")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    new Worker().run(bar, request, response);
    return "done";
  }
}
