// expect: none (CWE-78 safe)
// command: source cookie, flow builder-reset, sink process-builder (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe08")
public class Cwe078Safe08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "none";
      Cookie[] jar = request.getCookies();
      if (jar != null) {
        for (Cookie c : jar) {
          if ("pref".equals(c.getName())) {
            param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
            break;
          }
        }
      }
      StringBuilder sb = new StringBuilder();
      sb.append(param);
      sb = new StringBuilder("clean");
      String bar = sb.toString();
      Cwe078Safe08Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe078Safe08Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
    pb.start().waitFor();
  }
}

