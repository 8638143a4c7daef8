// expect: none (CWE-90 safe)
// ldap: source cookie-value, flow map-same-key, sink dir-search-filter-args (nested)

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
public class Cwe090Safe12 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
      ctx.search("ou=people,dc=corp", "(uid={0})", new Object[] { bar }, new javax.naming.directory.SearchControls());
    }
  }

  @PostMapping("/corpus/Cwe090Safe12")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put("first", "fixed value");
    m.put("second", param);
    String bar = (String) m.get("second");
    new Worker().run(bar, request, response);
    return "done";
  }
}
