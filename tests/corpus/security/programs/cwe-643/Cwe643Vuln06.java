// expect: CWE-643
// xpath: source path-variable, flow field-store, sink dom4j-select (nested)

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
  static class Holder {
    String value;
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      org.dom4j.Document doc = org.dom4j.DocumentHelper.parseText("<users/>");
      java.util.List<org.dom4j.Node> nodes = doc.selectNodes("//user[@name='" + bar + "']");
    }
  }

  @PostMapping("/corpus/Cwe643Vuln06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    new Worker().run(bar, request, response);
    return "done";
  }
}
