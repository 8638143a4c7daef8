// expect: none (CWE-90 safe)
// ldap: source path-variable, flow optional-filter, sink dir-search-args (nested)

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
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.naming.directory.InitialDirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=groups,dc=corp", "(cn=" + bar + ")", new Object[0], new javax.naming.directory.SearchControls());
    }
  }

  @PostMapping("/corpus/Cwe090Safe02")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("[A-Za-z0-9]{1,24}")).orElse("anon");
    new Worker().run(bar, request, response);
    return "done";
  }
}
