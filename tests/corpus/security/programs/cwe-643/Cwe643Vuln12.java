// expect: CWE-643
// xpath: source cookie-value, flow split, sink dom4j-select (helper-class)

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
public class Cwe643Vuln12 {

  @PostMapping("/corpus/Cwe643Vuln12")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] parts = (param + " tail").split(" ");
    String bar = parts[0];
    Cwe643Vuln12Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe643Vuln12Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    org.dom4j.Document doc = org.dom4j.DocumentHelper.parseText("<users/>");
    java.util.List<org.dom4j.Node> nodes = doc.selectNodes("//user[@name='" + bar + "']");
  }
}

