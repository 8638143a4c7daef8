// expect: none (CWE-79 safe)
// xss: source path-variable, flow map-other-key, sink spring-html (inline)

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
public class Cwe079Safe13 {

  @PostMapping("/corpus/Cwe079Safe13")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.HashMap<String, String> m = new java.util.HashMap<>();
    m.put("left", param);
    m.put("right", "fixed_value");
    String bar = m.get("right");
    response.setContentType("text/html");
    response.getWriter().write("<h1>" + bar + "</h1>");
    return "done";
  }
}
