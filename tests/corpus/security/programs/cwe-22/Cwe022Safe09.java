// expect: none (CWE-22 safe)
// path: source param-map, flow function-lambda, sink normalized-base (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Path base = java.nio.file.Paths.get("/srv/uploads").toAbsolutePath().normalize();
    java.nio.file.Path target = base.resolve(bar).normalize();
    if (!target.startsWith(base)) {
      throw new SecurityException("outside");
    }
    byte[] data = java.nio.file.Files.readAllBytes(target);
  }

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
      java.util.function.Function<String, String> wrap = s -> "<" + s + ">";
      String bar = wrap.apply(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
