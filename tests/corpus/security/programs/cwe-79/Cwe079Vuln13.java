// expect: CWE-79
// xss: source request-body, flow map-same-key, sink spring-html (method)

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
public class Cwe079Vuln13 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setContentType("text/html");
    response.getWriter().write("<h1>" + bar + "</h1>");
  }

  @PostMapping("/corpus/Cwe079Vuln13")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put("first", "fixed value");
    m.put("second", param);
    String bar = (String) m.get("second");
    process(bar, request, response);
    return "done";
  }
}
