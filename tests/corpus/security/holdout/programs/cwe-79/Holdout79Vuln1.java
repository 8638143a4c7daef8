// expect: CWE-79
// flow record, sink writer-append
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout79Vuln1 {
  record Query(String text, int limit) {}

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Query q = new Query(input, 10);
    String value = q.text();
    response.getWriter().append("<li>").append(value).append("</li>");
    return "ok";
  }

  
}
