// expect: CWE-78
// command: source path-variable, flow list-shift, sink exec-shell-array (helper-class)

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
public class Cwe078Vuln07 {

  @PostMapping("/corpus/Cwe078Vuln07")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.ArrayList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(0);
    Cwe078Vuln07Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe078Vuln07Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String[] cmd = { "/bin/sh", "-c", "ping -c 1 " + bar };
    Runtime rt = Runtime.getRuntime();
    rt.exec(cmd).waitFor();
  }
}

