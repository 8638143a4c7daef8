// expect: CWE-327
// getordefault
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout327Vuln2 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.Map<String, String> cfg = new java.util.HashMap<>();
    javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(cfg.getOrDefault("cipher", "Blowfish"));
    return "ok";
  }

  
}
