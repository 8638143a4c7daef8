// expect: CWE-22
// flow loop-append, sink random-access
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout22Vuln6 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = "";
    for (String part : input.split(",")) {
      value += part;
    }
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(value, "r")) {
      f.length();
    }
    return "ok";
  }

  
}
