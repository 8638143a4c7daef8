// expect: none (CWE-643 safe)
// xpath: source request-body, flow impl-ignores, sink xpath-evaluate (inline)

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
    Cwe643Safe10Shaper shaper = new Cwe643Safe10Fixed();
    String bar = shaper.shape(param);
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
    String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
    return "done";
  }
}

interface Cwe643Safe10Shaper {
  String shape(String in);
}

class Cwe643Safe10Fixed implements Cwe643Safe10Shaper {
  @Override
  public String shape(String in) {
    return "fixed";
  }
}

