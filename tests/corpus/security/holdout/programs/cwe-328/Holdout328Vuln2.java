// expect: CWE-328
// field-config
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout328Vuln2 {
  private final String hashName = "SHA1";

  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.security.MessageDigest md = java.security.MessageDigest.getInstance(hashName);
    md.update(request.getParameter("pw").getBytes());
    return "ok";
  }

  
}
