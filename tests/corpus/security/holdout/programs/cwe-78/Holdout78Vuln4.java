// expect: CWE-78
// flow decode, sink exec-cmd-array
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout78Vuln4 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.net.URLDecoder.decode(input, java.nio.charset.StandardCharsets.UTF_8);
    Runtime.getRuntime().exec(new String[] { "cmd.exe", "/c", "dir " + value });
    return "ok";
  }

  
}
