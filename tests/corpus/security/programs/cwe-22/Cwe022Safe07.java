// expect: none (CWE-22 safe)
// path: source request-body, flow array-other, sink file-uri (inline)

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
    String[] slots = { "one", param, "three" };
    String bar = slots[2];
    java.io.File f = new java.io.File(new java.net.URI("file:///data/" + bar));
    f.createNewFile();
    return "done";
  }
}
