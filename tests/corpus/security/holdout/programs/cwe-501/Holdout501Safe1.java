// expect: none (CWE-501 safe)
// flow early-return, sink session-true
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout501Safe1 {
  private static final java.util.Set<String> ALLOWED = java.util.Set.of("asc", "desc");

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!ALLOWED.contains(input)) {
      return "rejected";
    }
    String value = input;
    javax.servlet.http.HttpSession session = request.getSession(true);
    session.setAttribute("cart", value);
    return "ok";
  }

  
}
