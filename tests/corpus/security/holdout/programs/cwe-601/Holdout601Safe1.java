// expect: none (CWE-601 safe)
// flow long-helper, sink spring-redirect
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout601Safe1 {
  private static long toId(String s) {
    return Long.parseLong(s.trim());
  }

  @GetMapping("/h")
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = Long.toString(toId(input));
    if (value.length() > 0) {
      return "redirect:" + value;
    }
    return "ok";
  }

  
}
