// expect: none (CWE-643 safe)
// xpath: source cookie-value, flow if-dead, sink xpath-evaluate (nested)

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
public class Cwe643Safe05 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
      org.xml.sax.InputSource src = new org.xml.sax.InputSource(new java.io.StringReader("<users/>"));
      String found = xp.evaluate("/users/user[@name='" + bar + "']/role", src);
    }
  }

  @PostMapping("/corpus/Cwe643Safe05")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = "init";
    int k = 3;
    if (k * k > 50) {
      bar = param;
    } else {
      bar = "quiet";
    }
    new Worker().run(bar, request, response);
    return "done";
  }
}
