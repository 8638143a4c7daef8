// expect: CWE-22
// path: source names, flow trim-lower, sink paths-get (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln15")
public class Cwe022Vuln15 extends HttpServlet {

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
      String bar = param.trim().toLowerCase();
      java.nio.file.Path target = java.nio.file.Paths.get("/opt/app/files", bar);
      byte[] data = java.nio.file.Files.readAllBytes(target);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
