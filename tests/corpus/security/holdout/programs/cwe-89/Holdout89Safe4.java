// expect: none (CWE-89 safe)
// flow record, sink jdbc-update-param
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Safe4 {
  record Query(String text, int limit) {}

  private final JdbcTemplate jdbc = new JdbcTemplate();

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Query q = new Query(input, 10);
    String value = q.text();
    jdbc.update("DELETE FROM sessions WHERE owner = ?", value);
    return "ok";
  }

  
}
