// expect: CWE-78
// command: source path-variable, flow trim-lower, sink exec-shell-array (inline)

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
public class Cwe078Vuln07 {

  @PostMapping("/corpus/Cwe078Vuln07")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = param.trim().toLowerCase();
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
    return "done";
  }
}
