// expect: none (CWE-22 safe)
// path: source param-map, flow array-index, sink normalized-base (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe09")
public class Cwe022Safe09 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.util.Map<String, String[]> all = request.getParameterMap();
      String param = "";
      if (all != null) {
        String[] vs = all.get("q");
        if (vs != null) param = vs[0];
      }
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      java.nio.file.Path base = java.nio.file.Paths.get("/srv/uploads").toAbsolutePath().normalize();
      java.nio.file.Path target = base.resolve(bar).normalize();
      if (!target.startsWith(base)) {
        throw new SecurityException("outside");
      }
      byte[] data = java.nio.file.Files.readAllBytes(target);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
