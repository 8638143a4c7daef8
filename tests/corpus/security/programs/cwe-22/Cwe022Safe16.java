// expect: none (CWE-22 safe)
// path: source cookie-value, flow enum-valueof, sink file-input (inline)

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
public class Cwe022Safe16 {

  @PostMapping("/corpus/Cwe022Safe16")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = Cwe022Safe16Level.valueOf(param.toUpperCase()).name();
    try (java.io.FileInputStream in = new java.io.FileInputStream("/var/data/" + bar)) {
      in.read();
    }
    return "done";
  }
}

enum Cwe022Safe16Level {
  LOW,
  HIGH
}

