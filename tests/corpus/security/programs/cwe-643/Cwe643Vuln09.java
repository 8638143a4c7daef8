// expect: CWE-643
// xpath: source request-header, flow builder, sink xpath-evaluate (nested)

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
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
      String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
    }
  }

  @PostMapping("/corpus/Cwe643Vuln09")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder("v-");
    sb.append(param).append("-end");
    String bar = sb.toString();
    new Worker().run(bar, request, response);
    return "done";
  }
}
