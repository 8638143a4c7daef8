// expect: none (CWE-22 safe)
// flow long-helper, sink files-stream
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout22Safe2 {
  private static long toId(String s) {
    return Long.parseLong(s.trim());
  }

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = Long.toString(toId(input));
    String base = "/var/reports/";
    try (java.io.InputStream in = java.nio.file.Files.newInputStream(java.nio.file.Paths.get(base + value))) {
      in.read();
    }
    return "ok";
  }

  
}
