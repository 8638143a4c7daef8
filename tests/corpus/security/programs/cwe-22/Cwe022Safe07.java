// expect: none (CWE-22 safe)
// path: source request-body, flow props-other, sink file-child (inline)

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
public class Cwe022Safe07 {

  @PostMapping("/corpus/Cwe022Safe07")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("unrelated", "default_ok");
    java.io.File f = new java.io.File("/srv/uploads/", bar);
    if (f.exists()) f.delete();
    return "done";
  }
}
