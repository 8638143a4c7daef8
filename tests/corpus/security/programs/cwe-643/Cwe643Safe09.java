// expect: none (CWE-643 safe)
// xpath: source path-variable, flow builder, sink xpath-variables (inline)

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

  @PostMapping("/corpus/Cwe643Safe09")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    final String who = bar;
    xp.setXPathVariableResolver(q -> who);
    String found = xp.evaluate("/users/user[@name=$who]/role", new org.xml.sax.InputSource(new java.io.StringReader("<users/>")));
    return "done";
  }
}
