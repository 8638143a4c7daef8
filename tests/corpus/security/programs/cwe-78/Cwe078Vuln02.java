// expect: CWE-78
// command: source request-body, flow direct, sink exec-shell-array (nested)

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
public class Cwe078Vuln02 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
      Runtime rt = Runtime.getRuntime();
      rt.exec(cmd).waitFor();
    }
  }

  @PostMapping("/corpus/Cwe078Vuln02")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = param;
    new Worker().run(bar, request, response);
    return "done";
  }
}
