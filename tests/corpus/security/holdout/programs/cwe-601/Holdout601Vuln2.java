// expect: CWE-601
// flow optional, sink spring-redirect
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout601Vuln2 {
  @GetMapping("/h")
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.util.Optional.ofNullable(input).orElse("none");
    if (value.length() > 0) {
      return "redirect:" + value;
    }
    return "ok";
  }

  
}
