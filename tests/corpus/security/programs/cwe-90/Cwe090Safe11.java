// expect: none (CWE-90 safe)
// ldap: source request-param, flow constant, sink dir-search-args (inline)

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
public class Cwe090Safe11 {

  @PostMapping("/corpus/Cwe090Safe11")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "static-value";
    javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
    ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    return "done";
  }
}
