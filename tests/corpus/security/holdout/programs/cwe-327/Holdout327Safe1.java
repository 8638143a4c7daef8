// expect: none (CWE-327 safe)
// array-constant-strong
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout327Safe1 {
  private static final String[] ALGS = { "DES/ECB/PKCS5Padding", "AES/GCM/NoPadding" };

  @PostMapping("/v")
  @ResponseBody
  public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(ALGS[1]);
    return "ok";
  }

  
}
