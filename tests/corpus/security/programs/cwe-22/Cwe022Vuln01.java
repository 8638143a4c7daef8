// expect: CWE-22
// path: source names, flow char-loop, sink file-child (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Vuln01")
public class Cwe022Vuln01 extends HttpServlet {

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
      StringBuilder chars = new StringBuilder();
      for (int i = 0; i < param.length(); i++) {
        char ch = param.charAt(i);
        if (ch != '\t') chars.append(ch);
      }
      String bar = chars.toString();
      java.io.File f = new java.io.File("/srv/uploads/", bar);
      if (f.exists()) f.delete();
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
