// expect: CWE-79
// xss: source request-body, flow format, sink spring-html (inline)

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
public class Cwe079Vuln12 {

  @PostMapping("/corpus/Cwe079Vuln12")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = String.format("%s", param);
    response.setContentType("text/html");
    response.getWriter().write("<h1>" + bar + "</h1>");
    return "done";
  }
}
