// expect: CWE-501
// trust: source request-body, flow base64, sink session-value (inline)

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
public class Cwe501Vuln07 {

  @PostMapping("/corpus/Cwe501Vuln07")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
    String bar = new String(java.util.Base64.getDecoder().decode(enc));
    request.getSession().setAttribute("userRole", bar);
    return "done";
  }
}
