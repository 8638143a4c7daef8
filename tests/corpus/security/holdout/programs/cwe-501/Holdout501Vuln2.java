// expect: CWE-501
// flow decode, sink session-true
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout501Vuln2 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.net.URLDecoder.decode(input, java.nio.charset.StandardCharsets.UTF_8);
    javax.servlet.http.HttpSession session = request.getSession(true);
    session.setAttribute("cart", value);
    return "ok";
  }

  
}
