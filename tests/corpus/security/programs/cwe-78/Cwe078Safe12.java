// expect: none (CWE-78 safe)
// command: source param, flow inner-class, sink exec-constant-check (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe12")
public class Cwe078Safe12 extends HttpServlet {
  private class Shaper {
    String shape(String raw) {
      if (raw.length() > 200) return raw.substring(0, 200);
      return raw;
    }
  }
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      if (!bar.matches("[a-z0-9]{1,16}")) {
        throw new IllegalArgumentException("bad host");
      }
      Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
      p.waitFor();
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = new Shaper().shape(param);
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
