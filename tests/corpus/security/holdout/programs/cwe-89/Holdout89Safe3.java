// expect: none (CWE-89 safe)
// flow list-cleared, sink prepare-call
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout89Safe3 {
  @Autowired
  private javax.sql.DataSource dataSource;

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.List<String> xs = new java.util.ArrayList<>();
    xs.add(input);
    xs.clear();
    xs.add("ok");
    String value = xs.get(0);
    java.sql.Connection c = dataSource.getConnection();
    c.prepareCall("{call audit('" + value + "')}").execute();
    return "ok";
  }

  
}
