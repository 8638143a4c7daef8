// expect: none (CWE-501 safe)
// trust: source path-variable, flow ternary-dead, sink session-name (nested)

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
public class Cwe501Safe05 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.servlet.http.HttpSession s = request.getSession();
      s.setAttribute(bar, "granted");
    }
  }

  @PostMapping("/corpus/Cwe501Safe05")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int limit = 12;
    String bar = (limit * 5 > 100) ? param : "fallback";
    new Worker().run(bar, request, response);
    return "done";
  }
}
