// expect: CWE-614
// config-flag-off
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout614Vuln1 {
  private static final boolean secureCookies = false;

  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("sid", java.util.UUID.randomUUID().toString());
    c.setSecure(secureCookies);
    response.addCookie(c);
    return "ok";
  }

  
}
