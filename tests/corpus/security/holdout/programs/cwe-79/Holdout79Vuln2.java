// expect: CWE-79
// flow wrapper-getter, sink writer-append
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout79Vuln2 {
  static class Wrapper {
    private final String v;
    Wrapper(String v) { this.v = v; }
    String get() { return v; }
  }

  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Wrapper w = new Wrapper(input);
    String value = w.get();
    response.getWriter().append("<li>").append(value).append("</li>");
    return "ok";
  }

  
}
