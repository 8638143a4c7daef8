// expect: none (CWE-89 safe)
// flow map-default, sink jdbc-execute
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Safe2 {
  private final JdbcTemplate jdbc = new JdbcTemplate();

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, String> m = new java.util.HashMap<>();
    m.put("user", input);
    String value = m.getOrDefault("role", "guest");
    String sql = "DROP VIEW IF EXISTS v_" + value;
    jdbc.execute(sql);
    return "ok";
  }

  
}
