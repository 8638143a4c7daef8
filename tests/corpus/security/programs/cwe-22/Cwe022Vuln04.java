// expect: CWE-22
// path: source request-param, flow inner-class, sink file-writer (method)

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
public class Cwe022Vuln04 {
  private class Shaper {
    String shape(String raw) {
      if (raw.length() > 200) return raw.substring(0, 200);
      return raw;
    }
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
    w.write("x");
    w.close();
  }

  @PostMapping("/corpus/Cwe022Vuln04")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = new Shaper().shape(param);
    process(bar, request, response);
    return "done";
  }
}
