// expect: CWE-78
// command: source param, flow field-store, sink exec-program (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Vuln05")
public class Cwe078Vuln05 extends HttpServlet {
  static class Holder {
    String value;
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      Runtime rt = Runtime.getRuntime();
      rt.exec("/opt/tools/" + bar + ".sh").waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
