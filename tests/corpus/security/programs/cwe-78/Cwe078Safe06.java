// expect: none (CWE-78 safe)
// command: source path-variable, flow direct, sink exec-constant-check (nested)

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
public class Cwe078Safe06 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      if (!bar.matches("[a-z0-9]{1,16}")) {
        throw new IllegalArgumentException("bad host");
      }
      Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
      p.waitFor();
    }
  }

  @PostMapping("/corpus/Cwe078Safe06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = param;
    new Worker().run(bar, request, response);
    return "done";
  }
}
