// expect: CWE-22
// path: source headers-enum, flow inner-class, sink paths-get (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln03")
public class Cwe022Vuln03 extends HttpServlet {
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
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      String bar = new Shaper().shape(param);
      Cwe022Vuln03Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe022Vuln03Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);
    byte[] data = java.nio.file.Files.readAllBytes(target);
  }
}

