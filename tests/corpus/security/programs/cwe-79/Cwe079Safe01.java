// expect: none (CWE-79 safe)
// xss: source names, flow regex-helper, sink writer-println (helper-class)

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
  private static boolean wellFormed(String s) {
    return s != null && s.matches("^[a-z0-9_-]{1,32}$");
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
      if (!wellFormed(param)) {
        return;
      }
      String bar = param;
      Cwe079Safe01Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

class Cwe079Safe01Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getWriter().println("<p>Hello " + bar + "</p>");
  }
}

