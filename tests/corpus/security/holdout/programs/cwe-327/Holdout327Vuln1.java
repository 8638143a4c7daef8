// expect: CWE-327
// array-constant
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout327Vuln1 {
  private static final String[] ALGS = { "DES/ECB/PKCS5Padding", "AES/GCM/NoPadding" };

  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(ALGS[0]);
    return "ok";
  }

  
}
