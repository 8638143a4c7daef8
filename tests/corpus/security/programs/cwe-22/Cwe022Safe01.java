// expect: none (CWE-22 safe)
// path: source request-param, flow regex-helper, sink file-child (inline)

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
public class Cwe022Safe01 {
  private static boolean wellFormed(String s) {
    return s != null && s.matches("^[a-z0-9_-]{1,32}$");
  }

  @PostMapping("/corpus/Cwe022Safe01")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!wellFormed(param)) {
      return "done";
    }
    String bar = param;
    java.io.File f = new java.io.File("/srv/uploads/", bar);
    if (f.exists()) f.delete();
    return "done";
  }
}
