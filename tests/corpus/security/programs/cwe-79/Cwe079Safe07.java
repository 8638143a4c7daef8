// expect: none (CWE-79 safe)
// xss: source names, flow array-other, sink esapi-canonicalized (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Safe07")
public class Cwe079Safe07 extends HttpServlet {

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
      String plain = org.owasp.esapi.ESAPI.encoder().canonicalize(bar);
      response.getWriter().println("<td>" + plain + "</td>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
