// expect: none (CWE-22 safe)
// flow optional, sink filename-only
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout22Safe4 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.util.Optional.ofNullable(input).orElse("none");
    String name = org.apache.commons.io.FilenameUtils.getName(value);
    java.nio.file.Files.deleteIfExists(java.nio.file.Paths.get("/tmp/uploads", name));
    return "ok";
  }

  
}
