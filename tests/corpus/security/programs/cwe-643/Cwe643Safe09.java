// expect: none (CWE-643 safe)
// xpath: source path-variable, flow map-same-key, sink xpath-variables (nested)

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
public class Cwe643Safe09 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      final String who = bar;
      xp.setXPathVariableResolver(q -> who);
      String found = xp.evaluate("/users/user[@name=$who]/role", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));
    }
  }

  @PostMapping("/corpus/Cwe643Safe09")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put("first", "fixed value");
    m.put("second", param);
    String bar = (String) m.get("second");
    new Worker().run(bar, request, response);
    return "done";
  }
}
