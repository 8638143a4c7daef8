// expect: CWE-327
// switch-expr
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout327Vuln4 {
  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    int level = 0;
    String alg = switch (level) {
      case 0 -> "DESede/CBC/PKCS5Padding";
      default -> "AES/GCM/NoPadding";
    };
    javax.crypto.Cipher.getInstance(alg);
    return "ok";
  }

  
}
