// expect: CWE-501
// trust: source cookie-value, flow array-index, sink session-value (inline)

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
public class Cwe501Vuln04 {

  @PostMapping("/corpus/Cwe501Vuln04")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] slots = { "one", param, "three" };
    String bar = slots[1];
    request.getSession().setAttribute("userRole", bar);
    return "done";
  }
}
