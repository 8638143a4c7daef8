// expect: none (CWE-78 safe)
// command: source param-map, flow inner-class, sink exec-constant-check (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe09")
public class Cwe078Safe09 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      if (raw.length() > 200) return raw.substring(0, 200);
      return raw;
    }
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
      String bar = new Shaper().shape(param);
      if (!bar.matches("[a-z0-9]{1,16}")) {
        throw new IllegalArgumentException("bad host");
      }
      Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
      p.waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
