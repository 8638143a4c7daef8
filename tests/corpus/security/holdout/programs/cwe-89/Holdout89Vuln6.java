// expect: CWE-89
// flow supplier, sink prepare-call
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Vuln6 {
  @Autowired
  private javax.sql.DataSource dataSource;

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.function.Supplier<String> s = () -> input;
    String value = s.get();
    java.sql.Connection c = dataSource.getConnection();
    c.prepareCall("{call audit('" + value + "')}").execute();
    return "ok";
  }

  
}
