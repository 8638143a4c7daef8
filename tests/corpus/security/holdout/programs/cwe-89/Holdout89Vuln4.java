// expect: CWE-89
// flow switch-expr-live, sink jdbc-execute
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Vuln4 {
  private final JdbcTemplate jdbc = new JdbcTemplate();

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int mode = 1;
    String value = switch (mode) {
      case 1 -> input;
      default -> "fixed";
    };
    String sql = "DROP VIEW IF EXISTS v_" + value;
    jdbc.execute(sql);
    return "ok";
  }

  
}
