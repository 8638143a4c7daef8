// expect: CWE-79
// xss: source request-body, flow second-class-static, sink spring-html (helper-class)

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
public class Cwe079Vuln06 {

  @PostMapping("/corpus/Cwe079Vuln06")
  @ResponseBody
  public String handle(@RequestBody String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = Cwe079Vuln06Text.tidy(param);
    Cwe079Vuln06Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe079Vuln06Text {
  static String tidy(String in) {
    return in.replace("\n", " ");
  }
}
class Cwe079Vuln06Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setContentType("text/html");
    response.getWriter().write("<h1>" + bar + "</h1>");
  }
}

