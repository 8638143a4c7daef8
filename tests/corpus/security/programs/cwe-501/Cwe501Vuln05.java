// expect: CWE-501
// trust: source values, flow builder, sink session-name (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe501Vuln05")
public class Cwe501Vuln05 extends HttpServlet {
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    javax.servlet.http.HttpSession s = request.getSession();
    s.setAttribute(bar, "granted");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      StringBuilder sb = new StringBuilder("v-");
      sb.append(param).append("-end");
      String bar = sb.toString();
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
