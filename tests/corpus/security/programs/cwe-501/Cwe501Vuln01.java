// expect: CWE-501
// trust: source request-header, flow array-index, sink session-value (method)

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
public class Cwe501Vuln01 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    request.getSession().setAttribute("userRole", bar);
  }

  @PostMapping("/corpus/Cwe501Vuln01")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] slots = { "one", param, "three" };
    String bar = slots[1];
    process(bar, request, response);
    return "done";
  }
}
