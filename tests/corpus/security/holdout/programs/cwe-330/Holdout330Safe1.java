// expect: none (CWE-330 safe)
// format-otp-secure
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout330Safe1 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String otp = String.format("%06d", new java.security.SecureRandom().nextInt(1000000));
    response.setHeader("X-OTP", otp);
    return "ok";
  }

  
}
