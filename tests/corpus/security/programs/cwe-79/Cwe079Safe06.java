// expect: none (CWE-79 safe)
// xss: source request-header, flow trim-lower, sink escaped-spring (helper-class)

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
public class Cwe079Safe06 {

  @PostMapping("/corpus/Cwe079Safe06")
  @ResponseBody
  public String handle(@RequestHeader("X-Account") String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String bar = param.trim().toLowerCase();
    Cwe079Safe06Sink.run(bar, request, response);
    return "done";
  }
}

class Cwe079Safe06Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getWriter().write("<h1>" + org.springframework.web.util.HtmlUtils.htmlEscape(bar) + "</h1>");
  }
}

