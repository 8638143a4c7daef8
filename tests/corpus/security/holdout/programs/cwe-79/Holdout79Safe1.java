// expect: none (CWE-79 safe)
// flow digits-guard, sink writer-append
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout79Safe1 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = input.matches("[0-9]{1,6}") ? input : "0";
    response.getWriter().append("<li>").append(value).append("</li>");
    return "ok";
  }

  
}
