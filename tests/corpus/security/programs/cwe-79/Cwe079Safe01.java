// expect: none (CWE-79 safe)
// xss: source names, flow array-other, sink writer-println (nested)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe01")
public class Cwe079Safe01 extends HttpServlet {
  private class Worker {
    void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
      response.getWriter().println("<p>Hello " + bar + "</p>");
    }
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
      String[] slots = { "one", param, "three" };
      String bar = slots[2];
      new Worker().run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
