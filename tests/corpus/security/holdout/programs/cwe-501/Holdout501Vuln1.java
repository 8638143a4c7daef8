// expect: CWE-501
// flow supplier, sink session-true
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout501Vuln1 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.function.Supplier<String> s = () -> input;
    String value = s.get();
    javax.servlet.http.HttpSession session = request.getSession(true);
    session.setAttribute("cart", value);
    return "ok";
  }

  
}
