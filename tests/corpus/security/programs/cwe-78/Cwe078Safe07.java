// expect: none (CWE-78 safe)
// command: source request-body, flow props-other, sink exec-shell-array (inline)

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
public class Cwe078Safe07 {

  @PostMapping("/corpus/Cwe078Safe07")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("unrelated", "default_ok");
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
    return "done";
  }
}
