// expect: none (CWE-22 safe)
// path: source request-header, flow list-other-index, sink path-of (inline)

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
public class Cwe022Safe11 {

  @PostMapping("/corpus/Cwe022Safe11")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> items = new java.util.LinkedList<>();
    items.add("alpha");
    items.add(param);
    items.add("gamma");
    items.remove(0);
    String bar = items.get(1);
    java.nio.file.Files.deleteIfExists(java.nio.file.Path.of("/tmp/cache", bar));
    return "done";
  }
}
