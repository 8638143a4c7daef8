// expect: none (CWE-78 safe)
// command: source query, flow if-dead, sink process-builder-list (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe14")
public class Cwe078Safe14 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String qs = request.getQueryString();
      String param = "";
      if (qs != null) {
        int at = qs.indexOf("v=");
        param = at < 0 ? "" : qs.substring(at + 2);
      }
      String bar = "init";
      int k = 3;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
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
