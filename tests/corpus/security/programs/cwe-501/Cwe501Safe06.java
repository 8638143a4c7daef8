// expect: none (CWE-501 safe)
// trust: source request-body, flow ternary-live, sink session-checked (inline)

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
public class Cwe501Safe06 {

  @PostMapping("/corpus/Cwe501Safe06")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 40;
    String bar = (limit * 3 > 100) ? param : "fallback";
    if (!bar.matches("^[A-Za-z]{2,12}$")) {
      response.sendError(400);
      return;
    }
    request.getSession().setAttribute("displayName", bar);
    return "done";
  }
}
