// expect: CWE-78
// command: source param, flow map-same-key, sink exec-program (inline)

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

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      java.util.Map<String, Object> m = new java.util.HashMap<>();
      m.put("first", "fixed value");
      m.put("second", param);
      String bar = (String) m.get("second");
      Runtime rt = Runtime.getRuntime();
      rt.exec("/opt/tools/" + bar + ".sh").waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
