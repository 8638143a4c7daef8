// expect: CWE-22
// path: source path-variable, flow field-store, sink file-child (inline)

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
public class Cwe022Vuln07 {
  static class Holder {
    String value;
  }

  @PostMapping("/corpus/Cwe022Vuln07")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    java.io.File f = new java.io.File("/srv/uploads/", bar);
    if (f.exists()) f.delete();
    return "done";
  }
}
