// expect: CWE-22
// path: source request-header, flow dead-else, sink paths-get (method)

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
public class Cwe022Vuln10 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);
    byte[] data = java.nio.file.Files.readAllBytes(target);
  }

  @PostMapping("/corpus/Cwe022Vuln10")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 9;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    process(bar, request, response);
    return "done";
  }
}
