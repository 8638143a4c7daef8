// expect: CWE-643
// xpath: source request-header, flow array-index, sink dom4j-select (method)

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
public class Cwe643Vuln09 {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    org.dom4j.Document doc = org.dom4j.DocumentHelper.parseText("<users/>");
    java.util.List<org.dom4j.Node> nodes = doc.selectNodes("//user[@name='" + bar + "']");
  }

  @PostMapping("/corpus/Cwe643Vuln09")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] slots = { "one", param, "three" };
    String bar = slots[1];
    process(bar, request, response);
    return "done";
  }
}
