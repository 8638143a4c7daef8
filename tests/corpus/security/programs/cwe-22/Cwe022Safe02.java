// expect: none (CWE-22 safe)
// path: source cookie-value, flow builder-reset, sink file-input (method)

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
public class Cwe022Safe02 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
      in.read();
    }
  }

  @PostMapping("/corpus/Cwe022Safe02")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder();
    sb.append(param);
    sb = new StringBuilder("clean");
    String bar = sb.toString();
    process(bar, request, response);
    return "done";
  }
}
