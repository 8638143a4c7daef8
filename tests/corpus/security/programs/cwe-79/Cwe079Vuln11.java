// expect: CWE-79
// xss: source values, flow field-store, sink output-stream (method)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe079Vuln11")
public class Cwe079Vuln11 extends HttpServlet {
  static class Holder {
    String value;
  }
  private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.getOutputStream().print("<div>" + bar + "</div>");
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      String[] picked = request.getParameterValues("tag");
      String param = picked != null && picked.length > 0 ? picked[0] : "";
      Holder h = new Holder();
      h.value = param;
      String bar = h.value;
      process(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
