// expect: none (CWE-79 safe)
// xss: source names, flow enum-valueof, sink writer-format (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe16")
public class Cwe079Safe16 extends HttpServlet {

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
      String bar = Cwe079Safe16Level.valueOf(param.toUpperCase()).name();
      Cwe079Safe16Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

enum Cwe079Safe16Level {
  LOW,
  HIGH
}
class Cwe079Safe16Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getWriter().format("<b>%s</b>", bar);
  }
}

