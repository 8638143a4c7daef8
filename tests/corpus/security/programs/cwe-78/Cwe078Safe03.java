// expect: none (CWE-78 safe)
// command: source header, flow stream, sink exec-constant-check (inline)

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

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));
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
