// expect: CWE-90
// ldap: source cookie-value, flow format, sink dir-search (helper-class)

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
public class Cwe090Vuln05 {

  @PostMapping("/corpus/Cwe090Vuln05")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = String.format("%s", param);
    Cwe090Vuln05Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe090Vuln05Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    javax.naming.directory.SearchControls sc = new javax.naming.directory.SearchControls();
    String filter = "(&(objectClass=person)(uid=" + bar + "))";
    javax.naming.NamingEnumeration<javax.naming.directory.SearchResult> res = ctx.search("ou=people,dc=corp", filter, sc);
    while (res.hasMore()) res.next();
  }
}

