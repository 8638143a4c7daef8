// expect: CWE-22
// path: source cookie-value, flow field-store, sink path-of (helper-class)

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
public class Cwe022Vuln13 {
  static class Holder {
    String value;
  }

  @PostMapping("/corpus/Cwe022Vuln13")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Holder h = new Holder();
    h.value = param;
    String bar = h.value;
    Cwe022Vuln13Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe022Vuln13Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Files.deleteIfExists(java.nio.file.Path.of("/tmp/cache", bar));
  }
}

