// expect: none (CWE-601 safe)
// redirect: source cookie-value, flow if-dead, sink send-redirect (method)

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
public class Cwe601Safe05 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(bar);
  }

  @PostMapping("/corpus/Cwe601Safe05")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 3;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    process(bar, request, response);
    return "done";
  }
}
