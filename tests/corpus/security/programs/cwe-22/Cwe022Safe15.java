// expect: none (CWE-22 safe)
// path: source request-param, flow props-set, sink normalized-base (helper-class)

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
public class Cwe022Safe15 {

  @PostMapping("/corpus/Cwe022Safe15")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("target", "none");
    Cwe022Safe15Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe022Safe15Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Path base = java.nio.file.Paths.get("/srv/uploads").toAbsolutePath().normalize();
    java.nio.file.Path target = base.resolve(bar).normalize();
    if (!target.startsWith(base)) {
      throw new SecurityException("outside");
    }
    byte[] data = java.nio.file.Files.readAllBytes(target);
  }
}

