// expect: CWE-78
// command: source request-header, flow list-shift, sink exec-program (nested)

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
public class Cwe078Vuln10 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      Runtime rt = Runtime.getRuntime();
      rt.exec("/opt/tools/" + bar + ".sh").waitFor();
    }
  }

  @PostMapping("/corpus/Cwe078Vuln10")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.ArrayList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(0);
    new Worker().run(bar, request, response);
    return "done";
  }
}
