// expect: none (CWE-90 safe)
// ldap: source request-body, flow format, sink dir-search-encoded (method)

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
public class Cwe090Safe03 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    String filter = "(uid=" + org.owasp.esapi.ESAPI.encoder().encodeForLDAP(bar) + ")";
    ctx.search("ou=people,dc=corp", filter, new javax.naming.directory.SearchControls());
  }

  @PostMapping("/corpus/Cwe090Safe03")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = String.format("%s", param);
    process(bar, request, response);
    return "done";
  }
}
