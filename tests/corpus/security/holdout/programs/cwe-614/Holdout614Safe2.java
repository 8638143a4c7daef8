// expect: none (CWE-614 safe)
// response-cookie-secure
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout614Safe2 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    org.springframework.http.ResponseCookie rc = org.springframework.http.ResponseCookie.from("sid", "v").httpOnly(true).secure(true).build();
    response.addHeader("Set-Cookie", rc.toString());
    return "ok";
  }

  
}
