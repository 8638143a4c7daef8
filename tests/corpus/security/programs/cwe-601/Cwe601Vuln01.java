// expect: CWE-601
// redirect: source request-body, flow builder, sink send-redirect (method)

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
public class Cwe601Vuln01 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(bar);
  }

  @PostMapping("/corpus/Cwe601Vuln01")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    process(bar, request, response);
    return "done";
  }
}
