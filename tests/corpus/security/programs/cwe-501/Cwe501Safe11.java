// expect: none (CWE-501 safe)
// trust: source param, flow optional-filter, sink session-name (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Safe11")
public class Cwe501Safe11 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.servlet.http.HttpSession s = request.getSession();
    s.setAttribute(bar, "granted");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("[A-Za-z0-9]{1,24}")).orElse("anon");
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
