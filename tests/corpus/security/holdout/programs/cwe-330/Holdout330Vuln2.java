// expect: CWE-330
// session-id-field
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout330Vuln2 {
  private final java.util.Random gen = new java.util.Random();

  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String id = Long.toString(gen.nextLong(), 36);
    request.getSession().setAttribute("resetToken", id);
    return "ok";
  }

  
}
