// expect: CWE-78
// command: source headers-enum, flow second-class-static, sink process-builder (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Vuln03")
public class Cwe078Vuln03 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = "";
      java.util.Enumeration<String> hs = request.getHeaders("X-Trace");
      if (hs != null && hs.hasMoreElements()) {
        param = hs.nextElement();
      }
      String bar = Cwe078Vuln03Text.tidy(param);
      ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
      pb.start().waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe078Vuln03Text {
  static String tidy(String in) {
    return in.replace("\n", " ");
  }
}

