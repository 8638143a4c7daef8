// expect: CWE-89
// flow loop-append, sink prepare-call
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Vuln5 {
  @Autowired
  private javax.sql.DataSource dataSource;

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = "";
    for (String part : input.split(",")) {
      value += part;
    }
    java.sql.Connection c = dataSource.getConnection();
    c.prepareCall("{call audit('" + value + "')}").execute();
    return "ok";
  }

  
}
