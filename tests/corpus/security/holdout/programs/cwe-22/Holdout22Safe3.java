// expect: none (CWE-22 safe)
// flow switch-expr-dead, sink random-access
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout22Safe3 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    int mode = 2;
    String value = switch (mode) {
      case 1 -> input;
      default -> "fixed";
    };
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(value, "r")) {
      f.length();
    }
    return "ok";
  }

  
}
