// expect: CWE-643
// xpath: source path-variable, flow props-set, sink xpath-compile (inline)

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
public class Cwe643Vuln06 {

  @PostMapping("/corpus/Cwe643Vuln06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("target", param);
    String bar = p.getProperty("target", "none");
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    String expr = "//account[id='" + bar + "']";
    javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
    compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    return "done";
  }
}
