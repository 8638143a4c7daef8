// expect: none (CWE-330 safe)
// lottery-display
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout330Safe2 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    int n = new java.util.Random().nextInt(49) + 1;
    response.getWriter().println("Lucky number: " + n);
    return "ok";
  }

  
}
