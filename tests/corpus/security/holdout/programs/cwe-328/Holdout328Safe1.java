// expect: none (CWE-328 safe)
// digestutils-sha256
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout328Safe1 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String h = org.apache.commons.codec.digest.DigestUtils.sha256Hex(request.getParameter("pw"));
    response.getWriter().println(h.length());
    return "ok";
  }

  
}
