// expect: CWE-78
// command: source request-body, flow dead-else, sink exec-shell-array (helper-class)

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

  @PostMapping("/corpus/Cwe078Vuln02")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 9;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    Cwe078Vuln02Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe078Vuln02Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
  }
}

