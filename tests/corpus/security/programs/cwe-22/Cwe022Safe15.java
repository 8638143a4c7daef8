// expect: none (CWE-22 safe)
// path: source request-param, flow field-store, sink normalized-base (inline)

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
  static class Holder {
    String value;
  }

  @PostMapping("/corpus/Cwe022Safe15")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    java.nio.file.Path base = java.nio.file.Paths.get("/srv/uploads").toAbsolutePath().normalize();
    java.nio.file.Path target = base.resolve(bar).normalize();
    if (!target.startsWith(base)) {
      throw new SecurityException("outside");
    }
    byte[] data = java.nio.file.Files.readAllBytes(target);
    return "done";
  }
}
