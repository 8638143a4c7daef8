// expect: CWE-78
// command: source names, flow base64, sink exec-string (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe078Vuln01")
public class Cwe078Vuln01 extends HttpServlet {

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
      byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());
      String bar = new String(java.util.Base64.getDecoder().decode(enc));
      Process p = Runtime.getRuntime().exec("sh -c ls " + bar);
      p.waitFor();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
