// expect: none (CWE-501 safe)
// trust: source cookie-value, flow list-other-index, sink session-value (method)

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
public class Cwe501Safe01 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    request.getSession().setAttribute("userRole", bar);
  }

  @PostMapping("/corpus/Cwe501Safe01")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.LinkedList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(1);
    process(bar, request, response);
    return "done";
  }
}
