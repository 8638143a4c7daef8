// expect: CWE-90
// flow join, sink ldap-format
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout90Vuln1 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = String.join("-", java.util.List.of("a", input));
    javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();
    String filter = String.format("(&(uid=%s)(active=TRUE))", value);
    ctx.search("dc=corp", filter, new javax.naming.directory.SearchControls());
    return "ok";
  }

  
}
