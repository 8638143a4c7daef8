// expect: none (CWE-90 safe)
// ldap: source path-variable, flow parse-int, sink dir-search-args (method)

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
public class Cwe090Safe02 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
    ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
  }

  @PostMapping("/corpus/Cwe090Safe02")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int n = Integer.parseInt(param.trim());
    String bar = String.valueOf(n);
    process(bar, request, response);
    return "done";
  }
}
