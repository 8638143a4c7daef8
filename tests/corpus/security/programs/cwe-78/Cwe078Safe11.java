// expect: none (CWE-78 safe)
// command: source request-header, flow list-other-index, sink exec-string (inline)

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
public class Cwe078Safe11 {

  @PostMapping("/corpus/Cwe078Safe11")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.LinkedList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(1);
    Process p = Runtime.getRuntime().exec("sh -c ls " + bar);
    p.waitFor();
    return "done";
  }
}
