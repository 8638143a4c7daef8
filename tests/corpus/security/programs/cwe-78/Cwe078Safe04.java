// expect: none (CWE-78 safe)
// command: source headers-enum, flow allow-list, sink process-builder-list (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe04")
public class Cwe078Safe04 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");
      String bar = allowed.contains(param) ? param : "red";
      java.util.List<String> argv = new java.util.ArrayList<>();
      argv.add("cmd.exe");
      argv.add("/c");
      argv.add("type " + bar);
      new ProcessBuilder(argv).start();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
