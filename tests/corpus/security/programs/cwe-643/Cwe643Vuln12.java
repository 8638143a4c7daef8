// expect: CWE-643
// xpath: source cookie-value, flow ternary-live, sink xpath-compile (inline)

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
    int limit = 40;
    String bar = (limit * 3 > 100) ? param : "fallback";
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    String expr = "//account[id='" + bar + "']";
    javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
    compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    return "done";
  }
}
