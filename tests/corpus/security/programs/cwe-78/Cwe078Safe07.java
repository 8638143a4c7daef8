// expect: none (CWE-78 safe)
// command: source request-body, flow inner-constant, sink exec-shell-array (method)

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
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
  }

  @PostMapping("/corpus/Cwe078Safe07")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = new Shaper().shape(param);
    process(bar, request, response);
    return "done";
  }
}
