// expect: CWE-90
// ldap: source cookie-value, flow stream, sink dir-search-args (inline)

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
    String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
    javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
    ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    return "done";
  }
}
