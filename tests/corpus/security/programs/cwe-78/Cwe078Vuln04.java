// expect: CWE-78
// command: source request-param, flow ternary-live, sink process-builder-list (method)

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
public class Cwe078Vuln04 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> argv = new java.util.ArrayList<>();
    argv.add("cmd.exe");
    argv.add("/c");
    argv.add("type " + bar);
    new ProcessBuilder(argv).start();
  }

  @PostMapping("/corpus/Cwe078Vuln04")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 40;
    String bar = (limit * 3 > 100) ? param : "fallback";
    process(bar, request, response);
    return "done";
  }
}
