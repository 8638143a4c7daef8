// expect: none (CWE-601 safe)
// redirect: source cookie-value, flow inner-constant, sink send-redirect (nested)

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
  private class Shaper {
    String shape(String raw) {
      String result = "shaped";
      return result;
    }
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      response.sendRedirect(bar);
    }
  }

  @PostMapping("/corpus/Cwe601Safe05")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = new Shaper().shape(param);
    new Worker().run(bar, request, response);
    return "done";
  }
}
