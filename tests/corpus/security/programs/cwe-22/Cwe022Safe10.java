// expect: none (CWE-22 safe)
// path: source names, flow if-dead, sink paths-get (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe10")
public class Cwe022Safe10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> ns = request.getParameterNames();
      while (ns.hasMoreElements()) {
        String n = ns.nextElement();
        if (n.startsWith("f_")) { param = n; break; }
      }
      String bar = "init";
      int k = 3;
      if (k * k > 50) {
        bar = param;
      } else {
        bar = "quiet";
      }
      Cwe022Safe10Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe022Safe10Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);
    byte[] data = java.nio.file.Files.readAllBytes(target);
  }
}

