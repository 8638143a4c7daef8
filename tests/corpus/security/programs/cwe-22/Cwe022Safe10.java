// expect: none (CWE-22 safe)
// path: source names, flow parse-int, sink file-writer (method)

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
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.FileWriter w = new java.io.FileWriter(new java.io.File(bar));
    w.write("x");
    w.close();
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
