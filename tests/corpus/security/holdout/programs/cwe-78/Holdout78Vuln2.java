// expect: CWE-78
// flow replace, sink pb-command
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout78Vuln2 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = input.replace("\t", " ");
    new ProcessBuilder().command("sh", "-c", "tar czf /tmp/out.tgz " + value).start();
    return "ok";
  }

  
}
