// expect: CWE-22
// flow decode, sink random-access
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout22Vuln5 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.net.URLDecoder.decode(input, java.nio.charset.StandardCharsets.UTF_8);
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(value, "r")) {
      f.length();
    }
    return "ok";
  }

  
}
