// expect: none (CWE-643 safe)
// xpath: source request-body, flow list-other-index, sink xpath-compile (inline)

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
public class Cwe643Safe10 {

  @PostMapping("/corpus/Cwe643Safe10")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.LinkedList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(1);
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    String expr = "//account[id='" + bar + "']";
    javax.xml.xpath.XPathExpression compiled = xp.compile(expr);
    compiled.evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<a/>")));
    return "done";
  }
}
