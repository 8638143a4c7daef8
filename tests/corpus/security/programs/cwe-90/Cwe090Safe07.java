// expect: none (CWE-90 safe)
// ldap: source request-header, flow inner-constant, sink dir-search (inline)

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
public class Cwe090Safe07 {
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }

  @PostMapping("/corpus/Cwe090Safe07")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = new Shaper().shape(param);
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
    String filter = "(&(objectClass=person)(uid=" + bar + "))";
    javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
    while (res.hasMore()) res.next();
    return "done";
  }
}
