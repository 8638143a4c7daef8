// expect: none (CWE-601 safe)
// flow replace, sink spring-redirect-local
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout601Safe2 {
  @GetMapping("/h")
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = input.replace("\t", " ");
    if (value.length() > 0) {
      return "redirect:/search?q=" + java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8);
    }
    return "ok";
  }

  
}
