// expect: CWE-90
// ldap: source path-variable, flow props-set, sink dir-search (inline)

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
public class Cwe090Vuln13 {

  @PostMapping("/corpus/Cwe090Vuln13")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("target", "none");
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
    String filter = "(&(objectClass=person)(uid=" + bar + "))";
    javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
    while (res.hasMore()) res.next();
    return "done";
  }
}
