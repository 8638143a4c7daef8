// expect: CWE-601
// redirect: source path-variable, flow props-set, sink location-header (method)

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
public class Cwe601Vuln06 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setStatus(302);
    response.setHeader("Location", "https://" + bar + "/welcome");
  }

  @PostMapping("/corpus/Cwe601Vuln06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("target", "none");
    process(bar, request, response);
    return "done";
  }
}
