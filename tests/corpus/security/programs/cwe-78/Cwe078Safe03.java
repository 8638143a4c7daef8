// expect: none (CWE-78 safe)
// command: source header, flow field-store, sink exec-constant-check (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe03")
public class Cwe078Safe03 extends HttpServlet {
  static class Holder {
    String value;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      Cwe078Safe03Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe078Safe03Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    if (!bar.matches("[a-z0-9]{1,16}")) {
      throw new IllegalArgumentException("bad host");
    }
    Process p = Runtime.getRuntime().exec(new String[] { "/bin/ping", "-c", "1", bar });
    p.waitFor();
  }
}

