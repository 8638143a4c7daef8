// expect: none (CWE-79 safe)
// flow switch-expr-live, sink writer-encode
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout79Safe2 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int mode = 1;
    String value = switch (mode) {
      case 1 -> input;
      default -> "fixed";
    };
    response.getWriter().append("<li>").append(org.owasp.encoder.Encode.forHtml(value)).append("</li>");
    return "ok";
  }

  
}
