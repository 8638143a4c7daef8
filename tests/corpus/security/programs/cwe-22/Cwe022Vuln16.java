// expect: CWE-22
// path: source request-body, flow helper, sink file-writer (method)

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
public class Cwe022Vuln16 {
  private static String decorate(String in) {
    String out = "[" + in;
    return out + "]";
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
    w.write("x");
    w.close();
  }

  @PostMapping("/corpus/Cwe022Vuln16")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = decorate(param);
    process(bar, request, response);
    return "done";
  }
}
