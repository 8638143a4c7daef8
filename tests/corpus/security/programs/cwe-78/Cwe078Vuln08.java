// expect: CWE-78
// command: source header, flow array-index, sink process-builder (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Vuln08")
public class Cwe078Vuln08 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getHeader("X-Client-Ref");
      param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");
      String[] slots = { "one", param, "three" };
      String bar = slots[1];
      ProcessBuilder pb = new ProcessBuilder("bash", "-c", "echo " + bar);
      pb.start().waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
