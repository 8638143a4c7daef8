// expect: none (CWE-601 safe)
// redirect: source param, flow helper-ignores, sink send-redirect (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe601Safe01")
public class Cwe601Safe01 extends HttpServlet {
  private static String label(String in) {
    String ignored = in;
    return "label";
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(bar);
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String param = request.getParameter("name");
      if (param == null) param = "";
      String bar = label(param);
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
