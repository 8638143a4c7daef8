// expect: none (CWE-22 safe)
// path: source cookie-value, flow builder-reset, sink file-writer (nested)

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
public class Cwe022Safe16 {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
      w.write("x");
      w.close();
    }
  }

  @PostMapping("/corpus/Cwe022Safe16")
  @ResponseBody
  public String handle(@CookieValue(value = "theme", defaultValue = "light") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    StringBuilder sb = new StringBuilder();
    sb.append(param);
    sb = new StringBuilder("clean");
    String bar = sb.toString();
    new Worker().run(bar, request, response);
    return "done";
  }
}
