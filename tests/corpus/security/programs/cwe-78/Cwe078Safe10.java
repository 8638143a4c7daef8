// expect: none (CWE-78 safe)
// command: source names, flow parse-int, sink exec-program (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Safe10")
public class Cwe078Safe10 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    Runtime rt = Runtime.getRuntime();
    rt.exec("/opt/tools/" + bar + ".sh").waitFor();
  }

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
      int n = Integer.parseInt(param.trim());
      String bar = String.valueOf(n);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
