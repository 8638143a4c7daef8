// expect: none (CWE-501 safe)
// trust: source request-body, flow list-shift, sink session-checked (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!bar.matches("^[A-Za-z]{2,12}$")) {
      response.sendError(400);
      return;
    }
    request.getSession().setAttribute("displayName", bar);
  }

  @PostMapping("/corpus/Cwe501Safe06")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.ArrayList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(0);
    process(bar, request, response);
    return "done";
  }
}
