// expect: none (CWE-89 safe)
// flow switch-expr-dead, sink jdbc-update
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Safe1 {
  private final JdbcTemplate jdbc = new JdbcTemplate();

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int mode = 2;
    String value = switch (mode) {
      case 1 -> input;
      default -> "fixed";
    };
    jdbc.update("DELETE FROM sessions WHERE owner = '" + value + "'");
    return "ok";
  }

  
}
