// expect: none (CWE-22 safe)
// path: source path-variable, flow base64, sink file-name-only (inline)

package corpus.security;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.web.bind.annotation.*;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;

@Controller
public class Cwe022Safe06 {

  @PostMapping("/corpus/Cwe022Safe06")
  @ResponseBody
  public String handle(@PathVariable String param, HttpServletRequest request, HttpServletResponse response) throws Exception {
    byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
    String bar = new String(java.util.Base64.getDecoder().decode(enc));
    String name = java.nio.file.Paths.get(bar).getFileName().toString();
    java.io.File f = new java.io.File("/srv/uploads", name);
    if (f.exists()) f.delete();
    return "done";
  }
}
