// expect: CWE-643
// xpath: source request-param, flow dead-else, sink dom4j-select (inline)

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
public class Cwe643Vuln03 {

  @PostMapping("/corpus/Cwe643Vuln03")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 9;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    org.dom4j.Document doc = org.dom4j.DocumentHelper.parseText("<users/>");
    java.util.List<org.dom4j.Node> nodes = doc.selectNodes("//user[@name='" + bar + "']");
    return "done";
  }
}
