// expect: CWE-90
// ldap: source request-body, flow format, sink dir-search-args (method)

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
public class Cwe090Vuln08 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
    ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
  }

  @PostMapping("/corpus/Cwe090Vuln08")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = String.format("%s", param);
    process(bar, request, response);
    return "done";
  }
}
