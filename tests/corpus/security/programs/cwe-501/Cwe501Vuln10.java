// expect: CWE-501
// trust: source param, flow format, sink session-value (inline)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Vuln10")
public class Cwe501Vuln10 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = String.format("%s", param);
      request.getSession().setAttribute("userRole", bar);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
