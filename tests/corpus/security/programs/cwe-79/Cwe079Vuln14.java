// expect: CWE-79
// xss: source param, flow split, sink esapi-canonicalized (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln14")
public class Cwe079Vuln14 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String[] parts = (param + " tail").split(" ");
      String bar = parts[0];
      String plain = org.owasp.esapi.ESAPI.encoder().canonicalize(bar);
      response.getWriter().println("<td>" + plain + "</td>");
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
