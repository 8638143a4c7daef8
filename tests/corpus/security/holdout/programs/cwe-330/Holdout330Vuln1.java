// expect: CWE-330
// format-otp-header
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout330Vuln1 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String otp = String.format("%06d", new java.util.Random().nextInt(1000000));
    response.setHeader("X-OTP", otp);
    return "ok";
  }

  
}
