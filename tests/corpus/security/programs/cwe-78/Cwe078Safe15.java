// expect: none (CWE-78 safe)
// command: source request-param, flow list-shift, sink exec-constant-check (inline)

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
public class Cwe078Safe15 {

  @PostMapping("/corpus/Cwe078Safe15")
  @ResponseBody
  public String handle(@RequestParam("name") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.ArrayList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(0);
    if (!bar.matches("[a-z0-9]{1,16}")) {
      throw new IllegalArgumentException("bad host");
    }
    Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
    p.waitFor();
    return "done";
  }
}
