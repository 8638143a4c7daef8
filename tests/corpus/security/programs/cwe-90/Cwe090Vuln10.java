// expect: CWE-90
// ldap: source request-param, flow stream, sink dir-search-args (helper-class)

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
public class Cwe090Vuln10 {

  @PostMapping("/corpus/Cwe090Vuln10")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
    Cwe090Vuln10Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe090Vuln10Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
    ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
  }
}

