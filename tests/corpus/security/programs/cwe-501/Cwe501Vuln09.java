// expect: CWE-501
// trust: source request-param, flow field-store, sink session-put-value (method)

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
public class Cwe501Vuln09 {
  static class Holder {
    String value;
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    request.getSession().putValue("account", bar);
  }

  @PostMapping("/corpus/Cwe501Vuln09")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    process(bar, request, response);
    return "done";
  }
}
